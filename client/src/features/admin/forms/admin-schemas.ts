import { mixed, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from '@/lib/form-fields';

export const ADMIN_MESSAGES = {
  inviteSent: 'Invitation sent.',
  inviteFailed: 'Could not send invite. Please double check the email address.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',

  subjectRequired: 'Error: Subject is required',
  contentRequired: 'Error: Email content is required',
  recipientRequired: 'Error: Recipient email is required',
  noRecipients: 'Error: No valid recipients found',
  loadUsersFailed: 'Error: Failed to load users',
  sendFailed: 'Failed to send email',
  someFailed: 'Some emails failed to send',
} as const;

/** Invite: the e-mail is required; names are optional (spec §5). */
export const inviteSchema = object({
  email: string()
    .default('')
    .trim()
    .required(ADMIN_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, ADMIN_MESSAGES.emailInvalid),
  firstName: string().default('').trim().max(100),
  lastName: string().default('').trim().max(100),
});
export type InviteValues = InferType<typeof inviteSchema>;

/** A new API key: what it is for (1–100 characters) and its holder's e-mail (the server's rules). */
export const apiKeySchema = object({
  name: string().default('').trim().required('Name is required').max(100, 'Name must be at most 100 characters'),
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
