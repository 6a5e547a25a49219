/**
 * Which language a request gets (issue 28, docs/i18n.md), decided the same way by the server (the
 * first page it renders, its Vary header) and by the browser (the app shell it renders itself).
 * Order: `?lang=` in the URL (shared links), then the `selectree-lang` cookie (the visitor's
 * choice), then the browser's Accept-Language, then English.
 */
import { asLocale, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_PARAM, PSEUDO_LOCALE, type Locale } from './locale';

export type LocaleSource = 'query' | 'cookie' | 'header' | 'default';
export type LocaleChoice = { locale: Locale; by: LocaleSource };

/** `%`-escapes undone; a malformed one leaves the text as it came. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decoded(part.slice(eq + 1).trim());
  }
  return null;
}

/** The first value of a parameter in a query string (with or without its `?`), or null. */
export function queryValue(search: string | null | undefined, name: string): string | null {
  for (const part of (search ?? '').replace(/^\?/, '').split('&')) {
    const [key, value = ''] = part.split('=');
    if (key === name) return decoded(value.replace(/\+/g, ' '));
  }
  return null;
}

/**
 * The first of our languages in an Accept-Language header, by its weights (`q=0` refuses one);
 * never the pseudo-locale.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  const ranked = (header ?? '')
    .split(',')
    .map((item, index) => {
      const [tag, ...params] = item.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag!.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.tag && item.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = asLocale(tag);
    if (locale && locale !== PSEUDO_LOCALE) return locale;
  }
  return null;
}

export type LocaleRequest = {
  /** The URL's query string (`?lang=es&x=1`, with or without its `?`). */
  search?: string | null;
  /** The Cookie header (or document.cookie). */
  cookie?: string | null;
  /** The Accept-Language header (or navigator.languages joined with commas). */
  acceptLanguage?: string | null;
};

/** The locale of a request, and what decided it. */
export function chooseLocale(request: LocaleRequest): LocaleChoice {
  const query = asLocale(queryValue(request.search, LOCALE_PARAM));
  if (query) return { locale: query, by: 'query' };
  const cookie = asLocale(cookieValue(request.cookie, LOCALE_COOKIE));
  if (cookie) return { locale: cookie, by: 'cookie' };
  const header = localeFromAcceptLanguage(request.acceptLanguage);
  if (header) return { locale: header, by: 'header' };
  return { locale: DEFAULT_LOCALE, by: 'default' };
}

/**
 * The request headers a page's language depended on, for its Vary header: none when the URL said
 * (`?lang=` is part of the URL), the cookie when it decided, both when the header (or nothing) did,
 * since a cookie set later would change the answer.
 */
export function localeVary(choice: LocaleChoice): string[] {
  if (choice.by === 'query') return [];
  if (choice.by === 'cookie') return ['Cookie'];
  return ['Accept-Language', 'Cookie'];
}
