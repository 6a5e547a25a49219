import { PSEUDO_LOCALE } from '@selectree/rules';
import type { Translate } from '@/i18n/i18n';

/** The locale Intl formats dates in for `t`'s language (the pseudo-locale's dates are English). */
export const intlLocale = (t: Translate): string => (t.locale === PSEUDO_LOCALE ? 'en' : t.locale);
