import 'virtual:icu-messages/community';
import type { Translate } from '@/i18n/i18n';
import { EMAIL_PATTERN } from '@/lib/form-fields';

/** The limits of a problem report, read from the API (`communityOptions`). */
export type ReportLimits = { messageMaxLength: number; sourceMaxLength: number };

export type ReportValues = { message: string; source: string; email: string; website: string };
export type ReportErrors = Partial<Record<'message' | 'source' | 'email', string>>;

export const emptyReport: ReportValues = { message: '', source: '', email: '', website: '' };

/** The problems of a report before it is sent (the server checks again), in `t`'s language. */
export function validateReport(values: ReportValues, limits: ReportLimits, t: Translate): ReportErrors {
  const errors: ReportErrors = {};
  const message = values.message.trim();
  const tooLong = (max: number) => t('community.tooLong', { max });
  if (!message) errors.message = t('community.report.needMessage');
  else if (message.length > limits.messageMaxLength) errors.message = tooLong(limits.messageMaxLength);
  if (values.source.trim().length > limits.sourceMaxLength) errors.source = tooLong(limits.sourceMaxLength);
  if (values.email.trim() && !EMAIL_PATTERN.test(values.email.trim())) errors.email = t('community.report.badEmail');
  return errors;
}
