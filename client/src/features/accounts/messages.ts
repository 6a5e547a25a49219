/**
 * The login's messages the spec words (detail-editing-accounts §8), exactly as written, for the code
 * that answers without a translator (request-failure-text without `t`). Every other
 * account message is in the catalogues: `accounts` (login dialog, sign-up, verification) and
 * `settings` (the account page, password change and reset, e-mail change), English and Spanish.
 */
export const ACCOUNT_MESSAGES = {
  loggedIn: 'Successfully Logged In!',
  /** Prefix of a login failure the server explained. */
  errorPrefix: 'Error: ',
  cannotConnect: "Can't connect to the server, please contact us if issue persists",
  unknownIssue: 'Unknown issue, please contact us to resolve',
} as const;
