/** The account area's user-facing messages (spec: detail-editing-accounts §8), exactly as written. */
export const ACCOUNT_MESSAGES = {
  loggedIn: 'Successfully Logged In!',
  /** Prefix of a login failure the server explained. */
  errorPrefix: 'Error: ',
  cannotConnect: "Can't connect to the server, please contact us if issue persists",
  unknownIssue: 'Unknown issue, please contact us to resolve',

  verificationSent: 'An email was sent to verify and enable your account. It will expire in 5 minutes',

  resetRequested: 'If an account with that email exists the email was sent. Please check your inbox',
  resetRequestFailed: 'There was an issue sending the email.',

  passwordAuthFailed:
    'Authorization failed. You may have missed your reset window and will have request another reset email',
  passwordTrouble: 'Looks like trouble on our end. Please contact us if the issue persists',
  passwordFailed: 'An error occurred while trying to update your password',

  settingsFailed: 'Failed to update email notification preferences',
  settingsError: 'An error occurred while updating email notification preferences',
} as const;

/** Wordings the spec leaves open. */
export const ACCOUNT_TEXT = {
  settingsSaved: 'Email notification preferences updated',
  accountSaved: 'Your account details were saved.',
  emailChangePending: (email: string) =>
    `Saved. We sent a link to ${email}: your e-mail address changes when you open it.`,
  emailChangeResent: (email: string) => `We sent the link to ${email} again.`,
  emailChangeDiscarded: 'The e-mail change is cancelled.',
  passwordChanged: 'Your password was changed.',
  passwordSet: 'Your password is set.',
  loggedOut: 'You are logged out.',
} as const;
