import { Switch } from '@mantine/core';
import { useState } from 'react';
import type { Viewer } from '@/lib/auth';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { useUpdateSettings } from '../hooks/use-account';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from '../messages';

/** /account: the e-mail notification (newsletter) setting, saved as soon as it is switched. */
export function NotificationSetting({ viewer }: { viewer: Viewer }) {
  const { update, loading } = useUpdateSettings();
  // While a change is on its way the switch shows it; afterwards the session's profile is the truth.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? viewer.emailNotifications ?? false;

  const onChange = async (next: boolean) => {
    setPending(next);
    try {
      const answer = await update(next);
      void notify(
        answer.ok
          ? { message: ACCOUNT_TEXT.settingsSaved, color: 'green' }
          : { message: ACCOUNT_MESSAGES.settingsFailed, color: 'red' },
      );
    } catch (error) {
      logError('e-mail notification setting failed', error);
      void notify({ message: ACCOUNT_MESSAGES.settingsError, color: 'red' });
    } finally {
      setPending(null);
    }
  };

  return (
    <Switch
      label="Send me e-mail from SelecTree (news and updates)"
      description="Account e-mails, such as password resets, are always sent."
      checked={checked}
      disabled={loading}
      onChange={(event) => void onChange(event.currentTarget.checked)}
    />
  );
}
