/**
 * The interface's messages (issue 28, docs/i18n.md): `useT()` gives the current locale's `t(key,
 * values)`. The catalogues are split by namespace (registry.ts): the shell's English messages are
 * bundled with the entry, a screen's with the screen's code; Spanish and the pseudo-locale are
 * chunks of their own, loaded only when chosen (loadCatalogue). Messages arrive parsed
 * (src/i18n/compile.ts at build time): plain text is returned as it is; the others are formatted by
 * format.ts (plurals and numbers by the locale's Intl rules), which gives what intl-messageformat
 * gives for them.
 */
import 'virtual:icu-messages/shell';
import {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LOCALE, LOCALE_COOKIE, PSEUDO_LOCALE, type Locale } from '@selectree/rules';
import { formatMessage } from './format';
import type { MessageKey } from './namespaces';
import { loadCatalogue, messagesOf } from './registry';

export type { MessageKey, Namespace } from './namespaces';
export { ensureMessages, loadCatalogue, withMessages } from './registry';
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export type Translate = {
  (key: MessageKey, values?: MessageValues): string;
  /**
   * A message with elements among its values (a link inside a sentence): its parts in a fragment
   * (as its children, so React asks for no keys).
   */
  rich: (key: MessageKey, values: Record<string, ReactNode>) => ReactNode;
  locale: Locale;
};

const translators = new Map<Locale, Translate>();

function makeTranslator(locale: Locale): Translate {
  const intlLocale = locale === PSEUDO_LOCALE ? 'en' : locale;
  const catalogue = messagesOf(locale)!;
  const en = messagesOf(DEFAULT_LOCALE)!;
  const format = (key: MessageKey, values?: Record<string, unknown>) => {
    const message = catalogue[key] ?? en[key];
    if (message === undefined) return key;
    return typeof message === 'string' ? message : formatMessage(message, intlLocale, values);
  };
  const t = ((key, values) => format(key, values) as string) as Translate;
  t.rich = (key, values) => {
    const parts = format(key, values) as ReactNode;
    return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : parts;
  };
  t.locale = locale;
  return t;
}

/**
 * The translator of a locale (English until that locale's catalogue is asked for; a message whose
 * namespace has not arrived in it yet is English).
 */
export function translatorFor(locale: Locale): Translate {
  if (!messagesOf(locale)) return translatorFor(DEFAULT_LOCALE);
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = makeTranslator(locale)));
  return t;
}

/** Remembers the visitor's choice for a year (the server reads it: its first page is in that language). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

type I18n = {
  locale: Locale;
  t: Translate;
  /** Loads the locale's catalogue, remembers the choice and renders the page again in it. */
  switchLocale: (locale: Locale) => Promise<void>;
};

const I18nContext = createContext<I18n>({
  locale: DEFAULT_LOCALE,
  t: translatorFor(DEFAULT_LOCALE),
  switchLocale: async () => {},
});

/** The page's language: `locale`'s catalogue must be loaded first (main.tsx, entry-server.tsx). */
export function I18nProvider({ locale: initial = DEFAULT_LOCALE, children }: { locale?: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(initial);
  const switchLocale = useCallback(async (next: Locale) => {
    await loadCatalogue(next);
    rememberLocale(next);
    document.documentElement.lang = next;
    setLocale(next);
  }, []);
  // GraphQL errors in this language (lib/error-messages.ts): chunks of their own, none for English.
  useEffect(() => {
    if (locale !== DEFAULT_LOCALE)
      void import('@/lib/error-messages').then(({ loadErrorMessages }) => loadErrorMessages(locale));
  }, [locale]);
  const value = useMemo(() => ({ locale, t: translatorFor(locale), switchLocale }), [locale, switchLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current locale's `t(key, values)`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The current locale and the switch. */
export function useLocale(): Pick<I18n, 'locale' | 'switchLocale'> {
  const { locale, switchLocale } = useContext(I18nContext);
  return { locale, switchLocale };
}
