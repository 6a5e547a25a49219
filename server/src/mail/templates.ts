/**
 * The account e-mails, as small functions returning subject, text and HTML, in the recipient's
 * language (docs/i18n.md, "E-mails in the recipient's language"): every sentence is a message of
 * the `email` catalogue (client/src/i18n/catalogues/email), English when no language is given.
 * Links are always built by the caller from config.publicUrl (never from the request's Host
 * header). Names are escaped.
 */
import type { AccountLanguage } from '@selectree/rules';
import { emailText, type EmailKey, type MessageValues } from '../i18n/messages';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** The recipient's language; English when not given. */
export interface InLanguage {
  language?: AccountLanguage;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** The catalogue's messages in one language. */
function translator(input: InLanguage) {
  const language = input.language ?? 'en';
  return (key: EmailKey, values?: MessageValues) => emailText(language, key, values);
}

type Tr = ReturnType<typeof translator>;

function page(tr: Tr, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html>\n<html><body>\n${body}${button}\n<p>${escapeHtml(tr('email.signature'))}</p>\n</body></html>\n`;
}

function text(tr: Tr, paragraphs: string[]): string {
  return `${paragraphs.join('\n\n')}\n\n${tr('email.signature')}\n`;
}

function greeting(tr: Tr, firstName: string): string {
  return firstName ? tr('email.greeting.named', { firstName }) : tr('email.greeting.anonymous');
}

export function verifyAccountMail(
  input: { firstName: string; link: string; minutes: number } & InLanguage,
): MailContent {
  const tr = translator(input);
  const lines = [greeting(tr, input.firstName), tr('email.verify.intro', { minutes: input.minutes })];
  const after = [tr('email.verify.ignore')];
  return {
    subject: tr('email.verify.subject'),
    text: text(tr, [...lines, input.link, ...after]),
    html: page(tr, [...lines, ...after], { href: input.link, label: tr('email.verify.button') }),
    links: [input.link],
  };
}

export function accountExistsMail(
  input: { firstName: string; loginUrl: string; resetUrl: string } & InLanguage,
): MailContent {
  const tr = translator(input);
  const lines = [
    greeting(tr, input.firstName),
    tr('email.accountExists.body'),
    tr('email.accountExists.login', { loginUrl: input.loginUrl, resetUrl: input.resetUrl }),
    tr('email.accountExists.notYou'),
  ];
  return {
    subject: tr('email.accountExists.subject'),
    text: text(tr, lines),
    html: page(tr, lines),
    links: [input.loginUrl],
  };
}

export function passwordResetMail(
  input: { firstName: string; link: string; minutes: number } & InLanguage,
): MailContent {
  const tr = translator(input);
  const lines = [greeting(tr, input.firstName), tr('email.reset.intro', { minutes: input.minutes })];
  const after = [tr('email.reset.ignore')];
  return {
    subject: tr('email.reset.subject'),
    text: text(tr, [...lines, input.link, ...after]),
    html: page(tr, [...lines, ...after], { href: input.link, label: tr('email.reset.button') }),
    links: [input.link],
  };
}

export function inviteMail(input: { firstName: string; link: string; hours: number } & InLanguage): MailContent {
  const tr = translator(input);
  const lines = [greeting(tr, input.firstName), tr('email.invite.intro', { hours: input.hours })];
  return {
    subject: tr('email.invite.subject'),
    text: text(tr, [...lines, input.link]),
    html: page(tr, lines, { href: input.link, label: tr('email.invite.button') }),
    links: [input.link],
  };
}

/** To the new address: the change happens only when this link is opened. */
export function confirmEmailChangeMail(
  input: { firstName: string; newEmail: string; link: string; hours: number } & InLanguage,
): MailContent {
  const tr = translator(input);
  const lines = [
    greeting(tr, input.firstName),
    tr('email.confirmEmailChange.intro', { newEmail: input.newEmail, hours: input.hours }),
  ];
  const after = [tr('email.confirmEmailChange.ignore')];
  return {
    subject: tr('email.confirmEmailChange.subject'),
    text: text(tr, [...lines, input.link, ...after]),
    html: page(tr, [...lines, ...after], { href: input.link, label: tr('email.confirmEmailChange.button') }),
    links: [input.link],
  };
}

/** To the old address: what was asked, and a link that cancels it (or undoes it once confirmed). */
export function emailChangeNoticeMail(
  input: { firstName: string; newEmail: string; cancelLink: string; days: number } & InLanguage,
): MailContent {
  const tr = translator(input);
  const lines = [
    greeting(tr, input.firstName),
    tr('email.emailChangeNotice.body', { newEmail: input.newEmail }),
    tr('email.emailChangeNotice.cancel', { days: input.days }),
  ];
  return {
    subject: tr('email.emailChangeNotice.subject'),
    text: text(tr, [...lines, input.cancelLink]),
    html: page(tr, lines, { href: input.cancelLink, label: tr('email.emailChangeNotice.button') }),
    links: [input.cancelLink],
  };
}

/** To a new address that already has an account: the change cannot happen; nothing to do. */
export function emailInUseMail(input: { firstName: string } & InLanguage): MailContent {
  const tr = translator(input);
  const lines = [greeting(tr, input.firstName), tr('email.emailInUse.body'), tr('email.emailInUse.nothing')];
  return { subject: tr('email.emailInUse.subject'), text: text(tr, lines), html: page(tr, lines), links: [] };
}

/** A bulk e-mail: the admin's text and (sanitised) HTML, with a footer pointing at the settings. */
export function bulkMail(
  input: { subject: string; text: string; html: string | null; settingsUrl: string } & InLanguage,
): MailContent {
  const footer = translator(input)('email.bulk.footer', { settingsUrl: input.settingsUrl });
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

export function listSharedMail(
  input: { firstName: string; sharedBy: string; listName: string; link: string } & InLanguage,
): MailContent {
  const tr = translator(input);
  const lines = [
    greeting(tr, input.firstName),
    tr('email.listShared.intro', { sharedBy: input.sharedBy, listName: input.listName }),
  ];
  return {
    subject: tr('email.listShared.subject', { listName: input.listName }),
    text: text(tr, [...lines, input.link]),
    html: page(tr, lines, { href: input.link, label: tr('email.listShared.button') }),
    links: [input.link],
  };
}

/** A collaborator taken off a list (issue 21.10): they are told, without a link they can no longer use. */
export function listUnsharedMail(
  input: { firstName: string; removedBy: string; listName: string } & InLanguage,
): MailContent {
  const tr = translator(input);
  const lines = [
    greeting(tr, input.firstName),
    tr('email.listUnshared.body', { removedBy: input.removedBy, listName: input.listName }),
  ];
  return {
    subject: tr('email.listUnshared.subject', { listName: input.listName }),
    text: text(tr, lines),
    html: page(tr, lines),
    links: [],
  };
}

/**
 * An address without an account invited to collaborate on a list (issue 21.10), in the inviter's
 * request language (the recipient has no account setting).
 */
export function listInvitationMail(
  input: { invitedBy: string; listName: string; link: string; days: number } & InLanguage,
): MailContent {
  const tr = translator(input);
  const names = { invitedBy: input.invitedBy, listName: input.listName };
  const lines = [
    tr('email.greeting.anonymous'),
    tr('email.listInvitation.intro', names),
    tr('email.listInvitation.signup', { days: input.days }),
  ];
  return {
    subject: tr('email.listInvitation.subject', names),
    text: text(tr, [...lines, input.link]),
    html: page(tr, lines, { href: input.link, label: tr('email.listInvitation.button') }),
    links: [input.link],
  };
}

/** A contribution decided (issue 23.2): approved (in the gallery now) or rejected with the editor's reason. */
export function contributionDecidedMail(
  input: { firstName: string; treeName: string; approved: boolean; reason: string | null; link: string } & InLanguage,
): MailContent {
  const tr = translator(input);
  const tree = { treeName: input.treeName };
  const lines = input.approved
    ? [greeting(tr, input.firstName), tr('email.contribution.approved', tree)]
    : [greeting(tr, input.firstName), tr('email.contribution.rejected', tree), input.reason ?? ''];
  const after = [tr('email.contribution.status')];
  return {
    subject: input.approved
      ? tr('email.contribution.approvedSubject', tree)
      : tr('email.contribution.rejectedSubject', tree),
    text: text(tr, [...lines, ...after, input.link]),
    html: page(tr, [...lines, ...after], { href: input.link, label: tr('email.contribution.button') }),
    links: [input.link],
  };
}

/** A problem report resolved (issue 23.4): the reporter who left an address is told, with the editor's note. */
export function reportResolvedMail(
  input: { treeName: string; section: string; note: string | null; link: string } & InLanguage,
): MailContent {
  const tr = translator(input);
  const lines = [
    tr('email.greeting.anonymous'),
    tr('email.report.thanks', { section: input.section, treeName: input.treeName }),
    ...(input.note ? [tr('email.report.note'), input.note] : []),
  ];
  return {
    subject: tr('email.report.subject', { treeName: input.treeName }),
    text: text(tr, [...lines, input.link]),
    html: page(tr, lines, { href: input.link, label: tr('email.report.button') }),
    links: [input.link],
  };
}
