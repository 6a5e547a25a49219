import { Switch } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/settings';
import { useT } from '@/i18n/i18n';
import type { Viewer } from '@/lib/auth';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { useUpdateSettings } from '../hooks/use-account';

/** /account: the e-mail notification (newsletter) setting, saved as soon as it is switched. */
export function NotificationSetting({ viewer }: { viewer: Viewer }) {
  const { update, loading } = useUpdateSettings();
  const t = useT();
  // While a change is on its way the switch shows it; afterwards the session's profile is the truth.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? viewer.emailNotifications ?? false;

  const onChange = async (next: boolean) => {
    setPending(next);
    try {
      const answer = await update(next);
      void notify(
        answer.ok
          ? { message: t('settings.notifications.saved'), color: 'green' }
          : { message: t('settings.notifications.failed'), color: 'red' },
      );
    } catch (error) {
      logError('e-mail notification setting failed', error);
      void notify({ message: t('settings.notifications.error'), color: 'red' });
    } finally {
      setPending(null);
    }
  };

  return (
    <Switch
      label={t('settings.notifications.label')}
      description={t('settings.notifications.hint')}
      checked={checked}
      disabled={loading}
      onChange={(event) => void onChange(event.currentTarget.checked)}
    />
  );
}
