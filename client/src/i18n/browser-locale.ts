import { chooseLocale, type Locale } from '@selectree/rules';

/** The language of a page the browser renders itself (the app shell): the server's rule, on what the browser knows. */
export function browserLocale(): Locale {
  return chooseLocale({
    search: window.location.search,
    cookie: document.cookie,
    acceptLanguage: navigator.languages.join(','),
  }).locale;
}
