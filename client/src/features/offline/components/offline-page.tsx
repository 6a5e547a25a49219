import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { downloadSize, readMeta, refreshCopy, removeCopy } from '../offline-db';
import { formatSize, readyLine, type CopyMeta } from '../offline-copy';
import { keepListPhotos } from '../offline-photos';

/** After the copy is made or refreshed: the first photos of the signed-in user's listed trees (issue 27.5). */
function keepPhotos(meta: CopyMeta): CopyMeta {
  void keepListPhotos().catch(() => undefined);
  return meta;
}

type State =
  | { kind: 'loading' }
  | { kind: 'none'; size: number | null }
  | { kind: 'working'; words: string }
  | { kind: 'ready'; meta: CopyMeta }
  | { kind: 'failed'; message: string; size: number | null };

/** What the page shows at first: the copy held (refreshed by version when online), or the download's size. */
async function initialState(): Promise<State> {
  const meta = await readMeta();
  if (!meta) return { kind: 'none', size: await downloadSize().catch(() => null) };
  if (!navigator.onLine) return { kind: 'ready', meta };
  return { kind: 'ready', meta: keepPhotos(await refreshCopy().catch(() => meta)) };
}

/** No copy yet (or the download failed): the download's size, then the button. */
function NoCopy({ state, onDownload }: { state: Extract<State, { kind: 'none' | 'failed' }>; onDownload: () => void }) {
  return (
    <Stack gap="xs">
      {state.kind === 'failed' ? (
        <Text c="red" role="alert">
          {state.message}
        </Text>
      ) : null}
      {state.size ? <Text data-testid="offline-size">Download size: {formatSize(state.size)}</Text> : null}
      <Group>
        <Button onClick={onDownload}>Make available offline</Button>
      </Group>
    </Stack>
  );
}

/** The copy held: the status line (issue 27.2's words) and its undo. */
function CopyHeld({ meta, onRemove }: { meta: CopyMeta; onRemove: () => void }) {
  return (
    <Stack gap="xs">
      <Text role="status" data-testid="offline-status">
        {readyLine(meta)}
      </Text>
      <Text size="sm" c="dimmed">
        {meta.trees} trees. The copy is brought up to date (changed trees only) whenever this page is opened online.
      </Text>
      <Group>
        <Button variant="default" onClick={onRemove}>
          Remove offline copy
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

  useEffect(() => {
    let live = true;
    initialState()
      .then((next) => live && setState(next))
      .catch((error: unknown) => live && setState({ kind: 'failed', message: String(error), size: null }));
    return () => {
      live = false;
    };
  }, []);

  const download = useCallback(async () => {
    setState({ kind: 'working', words: 'Downloading the catalogue…' });
    try {
      setState({ kind: 'ready', meta: keepPhotos(await refreshCopy()) });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error), size: null });
    }
  }, []);

  const remove = useCallback(async () => {
    setState({ kind: 'working', words: 'Removing the offline copy…' });
    await removeCopy();
    setState({ kind: 'none', size: await downloadSize().catch(() => null) });
  }, []);

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Use SelecTree offline</Title>
      <Text>
        Keep the public catalogue (every published tree, its names and details, and the glossary) on this device, for
        sites without signal. Pages you visit are kept on their own as well.
      </Text>
      {state.kind === 'loading' ? <Text c="dimmed">Checking this device…</Text> : null}
      {state.kind === 'working' ? <Text aria-live="polite">{state.words}</Text> : null}
      {state.kind === 'none' || state.kind === 'failed' ? <NoCopy state={state} onDownload={download} /> : null}
      {state.kind === 'ready' ? <CopyHeld meta={state.meta} onRemove={remove} /> : null}
    </Stack>
  );
}
