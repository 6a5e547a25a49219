import { Group, Radio } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { isAccountLanguage, type AccountLanguage } from '@selectree/rules';
import 'virtual:icu-messages/settings';
import { translatorFor, useLocale, useT } from '@/i18n/i18n';
import type { Viewer } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { saveLanguage } from '@/lib/save-language';

const CHOICES = [
  { value: 'en', label: 'language.en' },
  { value: 'es', label: 'language.es' },
] as const satisfies readonly { value: AccountLanguage; label: string }[];

/**
 * /account: the account's language (docs/i18n.md "The account's language"), English or Español.
 * A choice switches the interface at once and is saved to the account (setLanguage, as the
 * header's switch does when signed in): the e-mails SelecTree sends follow it.
 */
export function LanguageSetting({ viewer }: { viewer: Viewer }) {
  const [{ locale, switchLocale }, t, client] = [useLocale(), useT(), useApolloClient()];
  const [pending, setPending] = useState<AccountLanguage | null>(null);
  const saved = isAccountLanguage(viewer.language) ? viewer.language : isAccountLanguage(locale) ? locale : 'en';

  const choose = async (value: string) => {
    if (!isAccountLanguage(value)) return;
    setPending(value);
    await switchLocale(value);
    const ok = await saveLanguage(client, value);
    // Said in the language just chosen (its catalogue is loaded; this render's `t` is the old one's).
    const said = translatorFor(value);
    void notify(
      ok
        ? { message: said('settings.language.saved'), color: 'green' }
        : { message: said('settings.language.failed'), color: 'red' },
    );
    setPending(null);
  };

  return (
    <Radio.Group label={t('settings.language.label')} value={pending ?? saved} onChange={(v) => void choose(v)}>
      <Group gap="lg" mt="xs">
        {CHOICES.map(({ value, label }) => (
          <Radio key={value} value={value} label={t(label)} lang={value} disabled={pending !== null} />
        ))}
      </Group>
    </Radio.Group>
  );
}
