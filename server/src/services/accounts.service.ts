/** The accounts area's entry: other areas and the transports import this file only. */
export {
  AccountMailQueue,
  enqueueAccountMail,
  type AccountMailDeps,
  type QueuedAccountMail,
} from './accounts/account-mail.queue';
export { changePassword, editAccount, updateSettings } from './accounts/account.service';
export { LANGUAGE_INVALID_MESSAGE, newAccountLanguage, setLanguage } from './accounts/language';
export {
  INVITE_SENT_MESSAGE,
  MAX_USERS_PAGE,
  changeRole,
  inviteUser,
  listEmailUsers,
  listRoles,
  listTestUsers,
  listUsers,
  provisionUser,
  searchUsers,
} from './accounts/admin-users.service';
export { sendBulkEmail, type BulkEmailInput, type BulkEmailResult } from './accounts/bulk-email.service';
export {
  cancelEmailChange,
  confirmEmailChange,
  discardEmailChange,
  pendingEmailOf,
  resendEmailChange,
} from './accounts/email-change.service';
export { changeOrResetPassword, requestPasswordReset, resetPassword } from './accounts/password-reset.service';
export { passwordRuleMessages } from './accounts/password-rules';
export { checkUser, login, logout } from './accounts/sessions.service';
export { passwordPageLink, resendVerification, signup, verifyAccount } from './accounts/signup.service';
export { deliverEmailChange } from './accounts/email-change.service';
export { deliverReset } from './accounts/password-reset.service';
export { deliverResend, deliverSignup } from './accounts/signup.service';
export type { AccountMailHandler } from './accounts/account-mail.queue';
