/**
 * The server's message catalogues (docs/i18n.md, "E-mails in the recipient's language"): the
 * `email` namespace of client/src/i18n/catalogues, formatted by the same formatter as the browser
 * (@selectree/rules: i18n/format.ts, and i18n/compile.ts for what is kept of a parsed message).
 * Messages are parsed once, when this module loads, with FormatJS's parser, as the client's build does.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { compileElements, formatMessage, type AccountLanguage, type CompiledMessage } from '@selectree/rules';
import emailEn from '../../../client/src/i18n/catalogues/email/en.json';
import emailEs from '../../../client/src/i18n/catalogues/email/es.json';

export type EmailKey = keyof typeof emailEn;
export type MessageValues = Record<string, string | number>;

const SOURCES: Record<AccountLanguage, Record<string, string>> = { en: emailEn, es: emailEs };

/** Parses a message as the client's compile.ts does: `<` and `>` are text. */
export function parseMessage(message: string) {
  return parse(message, { ignoreTag: true });
}

function compileCatalogue(messages: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, compileElements(parseMessage(message), message)]),
  );
}

/** Compiled when the module loads (at start-up): a mail never waits for it, a broken message fails at once. */
const COMPILED: Record<AccountLanguage, Record<string, CompiledMessage>> = {
  en: compileCatalogue(emailEn),
  es: compileCatalogue(emailEs),
};

function catalogue(language: AccountLanguage): Record<string, CompiledMessage> {
  return COMPILED[language];
}

/** One e-mail message in `language` (English when Spanish lacks it: the catalogue test forbids that). */
export function emailText(language: AccountLanguage, key: EmailKey, values?: MessageValues): string {
  const message = catalogue(language)[key] ?? catalogue('en')[key];
  if (message === undefined) throw new Error(`No message ${key}`);
  if (typeof message === 'string') return message;
  return String(formatMessage(message, language, values));
}

/** The raw catalogues, for the catalogue test. */
export const EMAIL_CATALOGUES = SOURCES;
