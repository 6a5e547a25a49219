import { mixed, object, string, type InferType } from 'yup';
import type { MessageKey } from '@/i18n/i18n';
import { EMAIL_PATTERN } from '@/lib/form-fields';

/**
 * The admin screens' messages, as keys of the `admin` namespace (English: the spec's wordings,
 * §5 and §8): the schemas' checks carry the key, and the form shows it in the page's language
 * (`translatedFieldProps`).
 */
export const ADMIN_MESSAGES = {
  inviteSent: 'admin.inviteSent',
  inviteFailed: 'admin.inviteFailed',
  emailRequired: 'admin.emailRequired',
  emailInvalid: 'admin.emailInvalid',

  subjectRequired: 'admin.subjectRequired',
  contentRequired: 'admin.contentRequired',
  recipientRequired: 'admin.recipientRequired',
  noRecipients: 'admin.noRecipients',
  loadUsersFailed: 'admin.loadUsersFailed',
  sendFailed: 'admin.sendFailed',
  someFailed: 'admin.someFailed',
  nameRequired: 'admin.nameRequired',
  nameTooLong: 'admin.nameTooLong',
  nameMax: 'admin.nameMax',
} as const satisfies Record<string, MessageKey>;

/** Invite: the e-mail is required; names are optional (spec §5). */
export const inviteSchema = object({
  email: string()
    .default('')
    .trim()
    .required(ADMIN_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, ADMIN_MESSAGES.emailInvalid),
  firstName: string().default('').trim().max(100, ADMIN_MESSAGES.nameMax),
  lastName: string().default('').trim().max(100, ADMIN_MESSAGES.nameMax),
});
export type InviteValues = InferType<typeof inviteSchema>;

/** A new API key: what it is for (1–100 characters) and its holder's e-mail (the server's rules). */
export const apiKeySchema = object({
  name: string().default('').trim().required(ADMIN_MESSAGES.nameRequired).max(100, ADMIN_MESSAGES.nameTooLong),
  ownerEmail: string()
    .default('')
    .trim()
    .required(ADMIN_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, ADMIN_MESSAGES.emailInvalid),
});
export type ApiKeyValues = InferType<typeof apiKeySchema>;

export const AUDIENCES = ['all', 'test', 'single'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Send e-mail: subject and content required; single needs the recipient (spec §5, §8 wordings). */
export const bulkEmailSchema = object({
  audience: mixed<Audience>().oneOf(AUDIENCES).default('test').required(),
  recipient: string()
    .default('')
    .trim()
    .when('audience', {
      is: 'single',
      then: (field) =>
        field.required(ADMIN_MESSAGES.recipientRequired).matches(EMAIL_PATTERN, ADMIN_MESSAGES.noRecipients),
    }),
  subject: string().default('').trim().required(ADMIN_MESSAGES.subjectRequired),
  content: string().default('').trim().required(ADMIN_MESSAGES.contentRequired),
});
export type BulkEmailValues = InferType<typeof bulkEmailSchema>;
