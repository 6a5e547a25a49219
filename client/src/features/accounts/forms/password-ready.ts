import { passwordRuleMessages } from './password-rules';

/** True when the new password passes §5 and the confirmation matches: the submit may be enabled. */
export function newPasswordReady(values: { newPassword: string; confirmPassword: string }): boolean {
  return passwordRuleMessages(values.newPassword).length === 0 && values.newPassword === values.confirmPassword;
}
