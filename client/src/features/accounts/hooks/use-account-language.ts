import { asLocale } from '@selectree/rules';
import { useLocale } from '@/i18n/i18n';

/**
 * On sign-in (login, or the reset link that signs in), the interface takes the account's language
 * (docs/i18n.md "The account's language"): the catalogue, the cookie and <html lang> follow.
 */
export function useApplyAccountLanguage(): (user: { language?: string | null }) => void {
  const { locale, switchLocale } = useLocale();
  return (user) => {
    const language = asLocale(user.language);
    if (language && language !== locale) void switchLocale(language);
  };
}
