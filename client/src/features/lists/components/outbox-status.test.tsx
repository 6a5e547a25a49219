import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxConflict } from '@/lib/outbox-rules';
import { clearUserData, outboxEntries, putEntry, queueChange } from '@/lib/user-store';
import { renderWithProviders } from '@/testing/render';
import OutboxStatus from './outbox-status';

const USER = 77;

afterEach(async () => {
  vi.restoreAllMocks();
  await clearUserData(USER);
});

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe("the header's outbox line (issue 27.4)", () => {
  it('offline: counts what waits, in the exact words', async () => {
    setOnline(false);
    await queueChange(USER, { kind: 'remove', listId: 7, treeId: 1, label: 'Oak' }, 'Street');
    await queueChange(USER, { kind: 'add', listId: 7, treeId: 2, label: 'Pine', card: null }, 'Street');
    await queueChange(USER, { kind: 'note', listId: 7, treeId: 3, label: 'Elm', note: 'n', version: 1 }, 'Street');
    renderWithProviders(<OutboxStatus userId={USER} />);
    expect(await screen.findByText('Offline: changes will be sent when you reconnect (3)')).toBeInTheDocument();
    // A fourth, queued while shown: the count follows.
    await queueChange(USER, { kind: 'remove', listId: 8, treeId: 4, label: 'Ash' }, 'Park');
    expect(await screen.findByText('Offline: changes will be sent when you reconnect (4)')).toBeInTheDocument();
  });

  it('nothing waiting: nothing shown', async () => {
    setOnline(false);
    renderWithProviders(<OutboxStatus userId={USER} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('outbox-status')).toBeNull();
    expect(screen.queryByText(/changes will be sent/)).toBeNull();
  });

  async function heldNote() {
    await queueChange(USER, { kind: 'note', listId: 7, treeId: 3, label: 'Elm', note: 'Mine', version: 1 }, 'Street');
    const [entry] = await outboxEntries(USER);
    const conflict: OutboxConflict = {
      message: 'This note was changed by someone else meanwhile. Load their version, then save again.',
      refused: false,
      mine: 'Mine',
      theirs: 'Theirs',
      theirVersion: 4,
      theirOrder: null,
    };
    await putEntry(USER, { ...entry, conflict });
  }

  it('a conflict opens the dialog with both versions; "Keep theirs" drops the entry', async () => {
    setOnline(true);
    await heldNote();
    renderWithProviders(<OutboxStatus userId={USER} />);
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else meanwhile' });
    expect(dialog).toHaveTextContent('Note on Elm (Street)');
    expect(dialog).toHaveTextContent('Yours (made offline)Mine');
    expect(dialog).toHaveTextContent('Theirs (saved meanwhile)Theirs');
    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs' }));
    await waitFor(async () => expect(await outboxEntries(USER)).toEqual([]));
  });

  it('"Keep mine" sends it again over the version read now (kept while the server does not answer)', async () => {
    setOnline(true);
    await heldNote();
    renderWithProviders(<OutboxStatus userId={USER} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep mine' }));
    await waitFor(async () =>
      expect(await outboxEntries(USER)).toMatchObject([{ note: 'Mine', version: 4, conflict: null }]),
    );
  });
});
