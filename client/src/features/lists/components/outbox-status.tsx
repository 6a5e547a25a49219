import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import 'virtual:icu-messages/lists';
import { useT, type MessageKey } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { keepMine, type OutboxEntry } from '@/lib/outbox-rules';
import { OUTBOX_EVENT, outboxEntries, putEntry, removeEntry } from '@/lib/user-store';
import { sendOutbox } from '../hooks/outbox-sync';

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The user's outbox, read again whenever it changes; sent at start and on each reconnect. */
function useOutbox(userId: number) {
  const client = useApolloClient();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const read = useCallback(() => {
    outboxEntries(userId)
      .then(setEntries)
      .catch((error: unknown) => logError('reading the outbox failed', error));
  }, [userId]);
  useEffect(() => {
    const sendNow = () => {
      sendOutbox(client, userId)
        .catch((error: unknown) => logError('sending the outbox failed', error))
        .finally(read);
    };
    read();
    sendNow();
    window.addEventListener(OUTBOX_EVENT, read);
    window.addEventListener('online', sendNow);
    return () => {
      window.removeEventListener(OUTBOX_EVENT, read);
      window.removeEventListener('online', sendNow);
    };
  }, [client, userId, read]);
  const resolve = async (entry: OutboxEntry, choice: 'mine' | 'theirs') => {
    if (choice === 'theirs') await removeEntry(userId, entry.id);
    else await putEntry(userId, keepMine(entry));
    await sendOutbox(client, userId);
  };
  return { entries, resolve };
}

const WHAT: Record<OutboxEntry['kind'], MessageKey> = {
  note: 'lists.outbox.note',
  reorder: 'lists.outbox.reorder',
  add: 'lists.outbox.adding',
  remove: 'lists.outbox.removing',
};

function Version({ heading, text }: { heading: string; text: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {heading}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Stack>
  );
}

/** One change the server did not take: both versions, and the visitor's choice. */
function ConflictCard({ entry, onResolve }: { entry: OutboxEntry; onResolve: (choice: 'mine' | 'theirs') => void }) {
  const conflict = entry.conflict!;
  const t = useT();
  return (
    <Stack gap="xs" data-testid="outbox-conflict">
      <Title order={3} size="h5">
        {t(WHAT[entry.kind], { name: 'label' in entry ? entry.label : '' })}
        {entry.listName ? t('lists.outbox.inList', { list: entry.listName }) : ''}
      </Title>
      <Text size="sm" c="dimmed">
        {conflict.message}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Version heading={t('lists.outbox.yours')} text={conflict.mine} />
        <Version heading={t(conflict.refused ? 'lists.outbox.server' : 'lists.outbox.theirs')} text={conflict.theirs} />
      </SimpleGrid>
      <Group gap="xs">
        <Button size="compact-sm" onClick={() => onResolve('mine')}>
          {t('lists.outbox.keepMine')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => onResolve('theirs')}>
          {t('lists.outbox.keepTheirs')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The header's outbox line for a signed-in user (issue 27.4; loaded on demand, never for a visitor):
 * how many changes made offline wait ("Offline: changes will be sent when you reconnect (3)"); the
 * sending at start and on reconnect; and a changed-meanwhile entry's dialog with both versions, where
 * the visitor keeps theirs (the entry goes) or mine (sent again over the version read now).
 */
export default function OutboxStatus({ userId }: { userId: number }) {
  const online = useOnline();
  const { entries, resolve } = useOutbox(userId);
  const conflicts = entries.filter((entry) => entry.conflict);
  const [opened, setOpened] = useState(false);
  const [seen, setSeen] = useState(0);
  const t = useT();
  // A new conflict opens the dialog once; closed, the header's button opens it again.
  if (conflicts.length > seen) {
    setSeen(conflicts.length);
    setOpened(true);
  } else if (conflicts.length < seen) setSeen(conflicts.length);
  if (!entries.length) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap" role="status" data-testid="outbox-status">
        {!online || conflicts.length < entries.length ? (
          <Text size="sm" fw={700} c="bark.8">
            {t(online ? 'lists.outbox.notSent' : 'lists.outbox.waiting', { count: entries.length })}
          </Text>
        ) : null}
        {conflicts.length ? (
          <Button size="compact-sm" color="bark" onClick={() => setOpened(true)}>
            {t('lists.outbox.choose', { count: conflicts.length })}
          </Button>
        ) : null}
      </Group>
      <Modal
        opened={opened && conflicts.length > 0}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': t('lists.close') }}
        title={t('lists.outbox.title')}
      >
        <Stack gap="lg">
          <Text size="sm">{t('lists.outbox.intro')}</Text>
          {conflicts.map((entry) => (
            <ConflictCard
              key={entry.id}
              entry={entry}
              onResolve={(choice) =>
                void resolve(entry, choice).catch((error: unknown) => logError('resolving a conflict failed', error))
              }
            />
          ))}
        </Stack>
      </Modal>
    </>
  );
}
