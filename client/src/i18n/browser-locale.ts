import { chooseLocale, chooseUnits, type Locale, type Units } from '@selectree/rules';

/** The language of a page the browser renders itself (the app shell): the server's rule, on what the browser knows. */
export function browserLocale(): Locale {
  return chooseLocale({
    search: window.location.search,
    cookie: document.cookie,
    acceptLanguage: navigator.languages.join(','),
  }).locale;
}

/** The units of a page the browser renders itself (the app shell): the server's rule (chooseUnits). */
export function browserUnits(): Units {
  return chooseUnits({ search: window.location.search, cookie: document.cookie });
}
