import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import 'virtual:icu-messages/offline';
import { useT, type MessageKey } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { downloadSize, readMeta, refreshCopy, removeCopy } from '../offline-db';
import { formatSize, type CopyMeta } from '../offline-copy';
import { keepListPhotos } from '../offline-photos';
import { readyLine } from '../ready-line';

/** After the copy is made or refreshed: the first photos of the signed-in user's listed trees (issue 27.5). */
function keepPhotos(meta: CopyMeta): CopyMeta {
  void keepListPhotos().catch(() => undefined);
  return meta;
}

type State =
  | { kind: 'loading' }
  | { kind: 'none'; size: number | null }
  | { kind: 'working'; words: MessageKey }
  | { kind: 'ready'; meta: CopyMeta }
  | { kind: 'failed'; size: number | null };

/** What the page shows at first: the copy held (refreshed by version when online), or the download's size. */
async function initialState(): Promise<State> {
  const meta = await readMeta();
  if (!meta) return { kind: 'none', size: await downloadSize().catch(() => null) };
  if (!navigator.onLine) return { kind: 'ready', meta };
  return { kind: 'ready', meta: keepPhotos(await refreshCopy().catch(() => meta)) };
}

/** No copy yet (or the download failed): the download's size, then the button. */
function NoCopy({ state, onDownload }: { state: Extract<State, { kind: 'none' | 'failed' }>; onDownload: () => void }) {
  const t = useT();
  return (
    <Stack gap="xs">
      {state.kind === 'failed' ? (
        <Text c="red" role="alert">
          {t('offline.failed')}
        </Text>
      ) : null}
      {state.size ? (
        <Text data-testid="offline-size">{t('offline.size', { size: formatSize(state.size, t.locale) })}</Text>
      ) : null}
      <Group>
        <Button onClick={onDownload}>{t('offline.make')}</Button>
      </Group>
    </Stack>
  );
}

/** The copy held: the status line (issue 27.2's words) and its undo. */
function CopyHeld({ meta, onRemove }: { meta: CopyMeta; onRemove: () => void }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text role="status" data-testid="offline-status">
        {readyLine(meta, t)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('offline.trees', { count: meta.trees })}
      </Text>
      <Group>
        <Button variant="default" onClick={onRemove}>
          {t('offline.remove')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /offline (issue 27.2): make the public catalogue available offline, see what is held, remove it.
 * Loaded with its route only (nothing of it is in the first page's bundle).
 */
export function OfflinePage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const t = useT();

  useEffect(() => {
    let live = true;
    initialState()
      .then((next) => live && setState(next))
      .catch((error: unknown) => {
        logError('offline copy not read', error);
        if (live) setState({ kind: 'failed', size: null });
      });
    return () => {
      live = false;
    };
  }, []);

  const download = useCallback(async () => {
    setState({ kind: 'working', words: 'offline.downloading' });
    try {
      setState({ kind: 'ready', meta: keepPhotos(await refreshCopy()) });
    } catch (error) {
      logError('offline copy not downloaded', error);
      setState({ kind: 'failed', size: null });
    }
  }, []);

  const remove = useCallback(async () => {
    setState({ kind: 'working', words: 'offline.removing' });
    await removeCopy();
    setState({ kind: 'none', size: await downloadSize().catch(() => null) });
  }, []);

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('offline.title')}</Title>
      <Text>{t('offline.intro')}</Text>
      {state.kind === 'loading' ? <Text c="dimmed">{t('offline.checking')}</Text> : null}
      {state.kind === 'working' ? <Text aria-live="polite">{t(state.words)}</Text> : null}
      {state.kind === 'none' || state.kind === 'failed' ? <NoCopy state={state} onDownload={download} /> : null}
      {state.kind === 'ready' ? <CopyHeld meta={state.meta} onRemove={remove} /> : null}
    </Stack>
  );
}
