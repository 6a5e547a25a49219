import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/settings';
import { useT } from '@/i18n/i18n';
import type { Viewer } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { usePendingEmail } from '../hooks/use-account';
import { requestFailureText } from './request-failure-text';

/** The account screen: an e-mail change waiting for its link, with "send again" and "cancel". */
export function PendingEmailNotice({ viewer }: { viewer: Viewer }) {
  const { resend, discard, resending, discarding } = usePendingEmail();
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();
  if (!viewer.pendingEmail) return null;
  const pending = viewer.pendingEmail;
  const run = async (action: () => ReturnType<typeof resend>, success: string) => {
    setProblem(null);
    try {
      const answer = await action();
      if (answer.ok) void notify({ message: success, color: 'green' });
      else setProblem(answer.errors[0]?.message ?? '');
    } catch (error) {
      setProblem(requestFailureText(error, t));
    }
  };
  return (
    <Alert color="yellow" variant="light" role="status" title={t('settings.pending.title')}>
      <Text size="sm">
        {t.rich('settings.pending.text', { pending: <strong key="pending">{pending}</strong>, email: viewer.email })}
      </Text>
      {problem && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {problem}
        </Text>
      )}
      <Group gap="sm" mt="sm">
        <Button
          size="xs"
          variant="light"
          loading={resending}
          onClick={() => void run(resend, t('settings.pending.resent', { email: pending }))}
        >
          {t('settings.pending.resend')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={discarding}
          onClick={() => void run(discard, t('settings.pending.discarded'))}
        >
          {t('settings.pending.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
