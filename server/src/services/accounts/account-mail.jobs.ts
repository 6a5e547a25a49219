import type { AccountMailKind } from '../../entities';
import type { AccountMailHandler } from './account-mail.queue';
import { deliverEmailChange } from './email-change.service';
import { deliverReset } from './password-reset.service';
import { deliverResend, deliverSignup } from './signup.service';

/** What each kind of account e-mail job does (account-mail.queue.ts runs them). */
export const ACCOUNT_MAIL_HANDLERS: Record<AccountMailKind, AccountMailHandler> = {
  signup: deliverSignup,
  resend: deliverResend,
  reset: deliverReset,
  email_change: deliverEmailChange,
};
