import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  RestoreTreeDocument,
  RevertTreeEditDocument,
  TreeHistoryDocument,
} from '@/features/tree-edit/generated/graphql';
import { logError } from '@/lib/logger';
import { labelOf } from '../edit-layout';
import type { EditValues } from '../edit-schema';
import type { TreeAutosave } from '../hooks/use-tree-autosave';

type HistoryPanelProps = { treeId: number; autosave: TreeAutosave; refreshKey: number };

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  if (typeof value === 'object') return 'a whole row';
  const text = String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

const what = (entry: { target: string; field: string; action: string }) => {
  if (entry.action === 'review') return `${entry.field.replace('_', ' ')} section marked reviewed`;
  if (entry.field === '*') return `${entry.target === 'tree' ? 'Tree' : entry.target} ${entry.action}d`;
  const field = entry.target === 'tree' ? labelOf(entry.field) : `${entry.target} ${entry.field}`;
  return entry.action === 'update' ? field : `${field} (${entry.action})`;
};

/**
 * The edit history (who, when, which field, old → new): revert one change, or restore the tree as
 * it was just before a change. Reverts and restores are recorded like any save.
 */
export function HistoryPanel({ treeId, autosave, refreshKey }: HistoryPanelProps) {
  const { data, refetch } = useQuery(TreeHistoryDocument, { variables: { treeId }, fetchPolicy: 'network-only' });
  const [revert] = useMutation(RevertTreeEditDocument);
  const [restore] = useMutation(RestoreTreeDocument);
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(refreshKey);
  if (seen !== refreshKey) {
    setSeen(refreshKey);
    void refetch();
  }

  const run = async (change: () => Promise<{ version: number; values: unknown } | null | undefined>) => {
    setError(null);
    try {
      await autosave.runBetweenSaves(async () => {
        const record = await change();
        return record ? { version: record.version, values: record.values as EditValues } : null;
      });
    } catch (failure) {
      logError('reverting a change', failure);
      setError(failure instanceof Error ? failure.message : 'The change could not be reverted');
    }
    await refetch();
  };

  const entries = data?.treeHistory ?? [];
  return (
    <Stack gap="xs" data-testid="edit-history">
      {error && <Alert color="red">{error}</Alert>}
      {!entries.length && <Text c="dimmed">No changes recorded yet.</Text>}
      {entries.map((entry) => (
        // Wraps on a phone: the buttons go under the text rather than past the screen's edge (issue 21.8).
        <Group key={entry.id} justify="space-between" wrap="wrap" align="flex-start" className="history-entry">
          <div style={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text size="sm" fw={600}>
              {what(entry)}
            </Text>
            <Text size="sm">
              {show(entry.oldValue)} → {show(entry.newValue)}
            </Text>
            <Text size="xs" c="dimmed">
              {entry.userName}, {new Date(String(entry.editedAt)).toLocaleString()} (version {entry.version})
            </Text>
          </div>
          <Group gap={4} wrap="wrap">
            {entry.revertible && (
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  run(async () => (await revert({ variables: { editId: entry.id } })).data?.revertTreeEdit)
                }
              >
                Revert
              </Button>
            )}
            {entry.target === 'tree' && entry.field !== '*' && (
              <Button
                size="xs"
                variant="subtle"
                title="Restore every field as it was just before this change"
                onClick={() =>
                  run(async () => {
                    const at = new Date(new Date(String(entry.editedAt)).getTime() - 1).toISOString();
                    return (await restore({ variables: { treeId, at } })).data?.restoreTree;
                  })
                }
              >
                Restore before
              </Button>
            )}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
