import { asLocale, DEFAULT_LOCALE, type Locale } from '@selectree/rules';
import { logError } from './logger';

/**
 * GraphQL errors in the visitor's language (docs/i18n.md, "GraphQL error codes"). The server answers
 * every error with an English message and an `extensions.code`; the `errors` catalogue
 * (src/i18n/catalogues/errors) has a message per code (server/src/i18n/error-codes.test.ts holds
 * them to the server's list). In English the server's own message is shown: it is the spec's text,
 * and often says more than its code ("List not found"). In another language, the code's message;
 * for a code the catalogue lacks, the server's message.
 *
 * The messages are plain text (the test refuses arguments), loaded as a chunk of their own when a
 * language other than English is chosen (I18nProvider), never on an English first page.
 */
type Messages = Record<string, string>;

// Only the languages other than English: English shows the server's messages.
const LOADERS: Partial<Record<Locale, () => Promise<Messages>>> = {
  es: () => import('../i18n/catalogues/errors/es.json').then((module) => module.default),
};
const loaded = new Map<Locale, Messages>();

/** Loads `locale`'s error messages (nothing to load for English); never throws. */
export async function loadErrorMessages(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (!load || loaded.has(locale)) return;
  try {
    loaded.set(locale, await load());
  } catch (error) {
    logError('error messages not loaded', error); // the server's (English) messages are shown
  }
}

/** The page's language, as the I18nProvider set it on <html lang>. */
function pageLocale(): Locale {
  return (typeof document !== 'undefined' && asLocale(document.documentElement.lang)) || DEFAULT_LOCALE;
}

/** What to show for one GraphQL error: its code's message in the page's language, else the server's. */
export function graphqlErrorText(error: { message?: string; extensions?: Record<string, unknown> }): string {
  const code = error.extensions?.code;
  const messages = loaded.get(pageLocale());
  const translated = typeof code === 'string' ? messages?.[`errors.${code}`] : undefined;
  return translated ?? error.message ?? '';
}
