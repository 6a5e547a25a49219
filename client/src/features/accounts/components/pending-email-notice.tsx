import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { Viewer } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { usePendingEmail } from '../hooks/use-account';
import { ACCOUNT_TEXT } from '../messages';
import { requestFailureText } from './request-failure-text';

/** The account screen: an e-mail change waiting for its link, with "send again" and "cancel". */
export function PendingEmailNotice({ viewer }: { viewer: Viewer }) {
  const { resend, discard, resending, discarding } = usePendingEmail();
  const [problem, setProblem] = useState<string | null>(null);
  if (!viewer.pendingEmail) return null;
  const pending = viewer.pendingEmail;
  const run = async (action: () => ReturnType<typeof resend>, success: string) => {
    setProblem(null);
    try {
      const answer = await action();
      if (answer.ok) void notify({ message: success, color: 'green' });
      else setProblem(answer.errors[0]?.message ?? '');
    } catch (error) {
      setProblem(requestFailureText(error));
    }
  };
  return (
    <Alert color="yellow" variant="light" role="status" title="E-mail change waiting for confirmation">
      <Text size="sm">
        Your address becomes <strong>{pending}</strong> when you open the link we sent there (it works for 24 hours).
        Until then you sign in with {viewer.email}.
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
          onClick={() => void run(resend, ACCOUNT_TEXT.emailChangeResent(pending))}
        >
          Send the link again
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={discarding}
          onClick={() => void run(discard, ACCOUNT_TEXT.emailChangeDiscarded)}
        >
          Cancel the change
        </Button>
      </Group>
    </Alert>
  );
}
