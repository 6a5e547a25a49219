import 'virtual:icu-messages/device';
import { asLocale, DEFAULT_LOCALE } from '@selectree/rules';
import { ensureMessages, translatorFor, type Translate } from './i18n';

/**
 * The translator of the page's language (its `<html lang>`, as the I18nProvider keeps it) for code
 * outside React: the update prompt's plain DOM, a toast's close button, a confirm() before logout.
 * It brings the `device` namespace (those words) with it, as a chunk of its own: import this module
 * lazily (`await import('@/i18n/page-translator')`) from code on the first page, so the first page
 * carries none of it.
 */
export async function pageTranslator(): Promise<Translate> {
  const locale = (typeof document !== 'undefined' && asLocale(document.documentElement.lang)) || DEFAULT_LOCALE;
  await ensureMessages();
  return translatorFor(locale);
}
