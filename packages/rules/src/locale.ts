/**
 * The interface's languages (issue 28, docs/i18n.md): the locales, the cookie and the URL
 * parameter. Which one a request gets is locale-choice.ts (chooseLocale), apart so that the
 * browser's first page, which reads the language the server chose, does not carry it.
 */

/** The languages a visitor may choose. */
export const LOCALES = ['en', 'es'] as const;
/**
 * `en-XA`: the pseudo-locale (English, ~40% longer, accented) the layout journeys use to find text
 * that overflows. Reached only by `?lang=en-XA` or the cookie, never from Accept-Language.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE;
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages an account may be set to (docs/i18n.md "The account's language"): no pseudo-locale. */
export type AccountLanguage = (typeof LOCALES)[number];

export function isAccountLanguage(value: unknown): value is AccountLanguage {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The account language of an interface locale: the pseudo-locale (and nothing) is English. */
export function accountLanguageOf(locale: Locale | null | undefined): AccountLanguage {
  return isAccountLanguage(locale) ? locale : 'en';
}

/** The cookie that remembers the switch's choice (a year, the whole site). */
export const LOCALE_COOKIE = 'selectree-lang';
/** The URL parameter of a shared link: `?lang=es`. */
export const LOCALE_PARAM = 'lang';

/** A tag as one of ours (`es-MX` → `es`, `EN` → `en`, `en-XA` kept), or null. */
export function asLocale(tag: string | null | undefined): Locale | null {
  const value = tag?.trim();
  if (!value) return null;
  if (value.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const language = value.split(/[-_]/)[0]!.toLowerCase();
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
}
