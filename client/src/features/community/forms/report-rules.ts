import { EMAIL_PATTERN } from '@/lib/form-fields';

/** The limits of a problem report, read from the API (`communityOptions`). */
export type ReportLimits = { messageMaxLength: number; sourceMaxLength: number };

export type ReportValues = { message: string; source: string; email: string; website: string };
export type ReportErrors = Partial<Record<'message' | 'source' | 'email', string>>;

export const REPORT_MESSAGES = {
  message: 'Say what is wrong',
  tooLong: (max: number) => `Use at most ${max} characters`,
  email: 'Enter a valid e-mail address, or leave it empty',
  thanks: 'Thank you: an editor will look at your report.',
} as const;

export const emptyReport: ReportValues = { message: '', source: '', email: '', website: '' };

/** The problems of a report before it is sent (the server checks again). */
export function validateReport(values: ReportValues, limits: ReportLimits): ReportErrors {
  const errors: ReportErrors = {};
  const message = values.message.trim();
  if (!message) errors.message = REPORT_MESSAGES.message;
  else if (message.length > limits.messageMaxLength) errors.message = REPORT_MESSAGES.tooLong(limits.messageMaxLength);
  if (values.source.trim().length > limits.sourceMaxLength)
    errors.source = REPORT_MESSAGES.tooLong(limits.sourceMaxLength);
  if (values.email.trim() && !EMAIL_PATTERN.test(values.email.trim())) errors.email = REPORT_MESSAGES.email;
  return errors;
}
