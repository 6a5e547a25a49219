/**
 * The account e-mails, as small functions returning subject, text and HTML. Links are always built
 * by the caller from config.publicUrl (never from the request's Host header). Names are escaped.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

function page(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html>\n<html><body>\n${body}${button}\n<p>SelecTree</p>\n</body></html>\n`;
}

function text(paragraphs: string[]): string {
  return `${paragraphs.join('\n\n')}\n\nSelecTree\n`;
}

function greeting(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

export function verifyAccountMail(input: { firstName: string; link: string; minutes: number }): MailContent {
  const lines = [
    greeting(input.firstName),
    `Please verify your SelecTree account. The link expires in ${input.minutes} minutes:`,
  ];
  const after = ['If you did not sign up, you can ignore this e-mail.'];
  return {
    subject: 'Verify your SelecTree account',
    text: text([...lines, input.link, ...after]),
    html: page([...lines, ...after], { href: input.link, label: 'Verify Account' }),
    links: [input.link],
  };
}

export function accountExistsMail(input: { firstName: string; loginUrl: string; resetUrl: string }): MailContent {
  const lines = [
    greeting(input.firstName),
    'Someone tried to sign up for SelecTree with this e-mail address, which already has an account.',
    `If it was you, log in at ${input.loginUrl}, or choose a new password from the login form ("Forgot password") at ${input.resetUrl}.`,
    'If it was not you, you can ignore this e-mail.',
  ];
  return { subject: 'Your SelecTree account', text: text(lines), html: page(lines), links: [input.loginUrl] };
}

export function passwordResetMail(input: { firstName: string; link: string; minutes: number }): MailContent {
  const lines = [
    greeting(input.firstName),
    `To choose a new SelecTree password, open this link within ${input.minutes} minutes. It works once:`,
  ];
  const after = ['If you did not ask for this, you can ignore this e-mail; your password has not changed.'];
  return {
    subject: 'Reset your SelecTree password',
    text: text([...lines, input.link, ...after]),
    html: page([...lines, ...after], { href: input.link, label: 'Reset Password' }),
    links: [input.link],
  };
}

export function inviteMail(input: { firstName: string; link: string; hours: number }): MailContent {
  const lines = [
    greeting(input.firstName),
    `You have been invited to SelecTree. Accept the invitation and choose a password within ${input.hours} hours:`,
  ];
  return {
    subject: 'You are invited to SelecTree',
    text: text([...lines, input.link]),
    html: page(lines, { href: input.link, label: 'Accept Invitation' }),
    links: [input.link],
  };
}

/** To the new address: the change happens only when this link is opened. */
export function confirmEmailChangeMail(input: {
  firstName: string;
  newEmail: string;
  link: string;
  hours: number;
}): MailContent {
  const lines = [
    greeting(input.firstName),
    `Someone asked to use ${input.newEmail} as the e-mail address of a SelecTree account. To confirm it, open this link within ${input.hours} hours. It works once:`,
  ];
  const after = ['If you did not ask for this, ignore this e-mail: nothing changes.'];
  return {
    subject: 'Confirm your new SelecTree e-mail address',
    text: text([...lines, input.link, ...after]),
    html: page([...lines, ...after], { href: input.link, label: 'Confirm E-mail Address' }),
    links: [input.link],
  };
}

/** To the old address: what was asked, and a link that cancels it (or undoes it once confirmed). */
export function emailChangeNoticeMail(input: {
  firstName: string;
  newEmail: string;
  cancelLink: string;
  days: number;
}): MailContent {
  const lines = [
    greeting(input.firstName),
    `Someone asked to change the e-mail address of your SelecTree account to ${input.newEmail}. It changes only when the link sent to that address is opened.`,
    `If this was not you, cancel the change with this link (for ${input.days} days it also undoes a change already confirmed, and signs everyone out):`,
  ];
  return {
    subject: 'Your SelecTree e-mail address is about to change',
    text: text([...lines, input.cancelLink]),
    html: page(lines, { href: input.cancelLink, label: 'Cancel the Change' }),
    links: [input.cancelLink],
  };
}

/** To a new address that already has an account: the change cannot happen; nothing to do. */
export function emailInUseMail(input: { firstName: string }): MailContent {
  const lines = [
    greeting(input.firstName),
    'Someone asked to use this e-mail address for another SelecTree account. It already belongs to your account, so nothing changed.',
    'You do not need to do anything.',
  ];
  return { subject: 'Your SelecTree e-mail address', text: text(lines), html: page(lines), links: [] };
}

/** A bulk e-mail: the admin's text and (sanitised) HTML, with a footer pointing at the settings. */
export function bulkMail(input: {
  subject: string;
  text: string;
  html: string | null;
  settingsUrl: string;
}): MailContent {
  const footer = `You receive this e-mail as a SelecTree user. Change your e-mail settings at ${input.settingsUrl}`;
  const html =
    input.html ??
    input.text
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  return {
    subject: input.subject,
    text: `${input.text}\n\n--\n${footer}\n`,
    html: `<!doctype html>\n<html><body>\n${html}\n<hr>\n<p><small>${escapeHtml(footer)}</small></p>\n</body></html>\n`,
    links: [input.settingsUrl],
  };
}

export function listSharedMail(input: {
  firstName: string;
  sharedBy: string;
  listName: string;
  link: string;
}): MailContent {
  const lines = [
    greeting(input.firstName),
    `${input.sharedBy} added you as a collaborator on the tree list “${input.listName}”. You can now edit it and add trees:`,
  ];
  return {
    subject: `You can now edit the tree list “${input.listName}”`,
    text: text([...lines, input.link]),
    html: page(lines, { href: input.link, label: 'Open the List' }),
    links: [input.link],
  };
}

/** A collaborator taken off a list (issue 21.10): they are told, without a link they can no longer use. */
export function listUnsharedMail(input: { firstName: string; removedBy: string; listName: string }): MailContent {
  const lines = [
    greeting(input.firstName),
    `${input.removedBy} removed you as a collaborator from the tree list “${input.listName}”. You can no longer edit it.`,
  ];
  return {
    subject: `You no longer edit the tree list “${input.listName}”`,
    text: text(lines),
    html: page(lines),
    links: [],
  };
}

/** An address without an account invited to collaborate on a list (issue 21.10). */
export function listInvitationMail(input: {
  invitedBy: string;
  listName: string;
  link: string;
  days: number;
}): MailContent {
  const lines = [
    'Hello,',
    `${input.invitedBy} invited you to collaborate on the tree list “${input.listName}” on SelecTree.`,
    `Sign up with this e-mail address through the link below (it works for ${input.days} days); once your account is verified, the list is on your My Lists page and you can edit it:`,
  ];
  return {
    subject: `${input.invitedBy} invited you to the tree list “${input.listName}”`,
    text: text([...lines, input.link]),
    html: page(lines, { href: input.link, label: 'Sign up and open the list' }),
    links: [input.link],
  };
}

/** A contribution decided (issue 23.2): approved (in the gallery now) or rejected with the editor's reason. */
export function contributionDecidedMail(input: {
  firstName: string;
  treeName: string;
  approved: boolean;
  reason: string | null;
  link: string;
}): MailContent {
  const lines = input.approved
    ? [greeting(input.firstName), `Thank you: your photo of ${input.treeName} was approved and is now in its gallery.`]
    : [
        greeting(input.firstName),
        `Your photo of ${input.treeName} was not accepted. The editor's reason:`,
        input.reason ?? '',
      ];
  const after = ['You can see the status of everything you sent under My Account:'];
  return {
    subject: input.approved
      ? `Your photo of ${input.treeName} was approved`
      : `Your photo of ${input.treeName} was not accepted`,
    text: text([...lines, ...after, input.link]),
    html: page([...lines, ...after], { href: input.link, label: 'My Account' }),
    links: [input.link],
  };
}

/** A problem report resolved (issue 23.4): the reporter who left an address is told, with the editor's note. */
export function reportResolvedMail(input: {
  treeName: string;
  section: string;
  note: string | null;
  link: string;
}): MailContent {
  const lines = [
    'Hello,',
    `Thank you for reporting a problem in the ${input.section} of ${input.treeName} on SelecTree. An editor has resolved it.`,
    ...(input.note ? ["The editor's note:", input.note] : []),
  ];
  return {
    subject: `Your report on ${input.treeName} was resolved`,
    text: text([...lines, input.link]),
    html: page(lines, { href: input.link, label: 'See the Tree' }),
    links: [input.link],
  };
}
