import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/treeEdit';
import {
  RestoreTreeDocument,
  RevertTreeEditDocument,
  TreeHistoryDocument,
} from '@/features/tree-edit/generated/graphql';
import { useT, type Translate } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { labelOf } from '../edit-layout';
import type { EditValues } from '../edit-schema';
import { failureText } from '../failure-text';
import type { TreeAutosave } from '../hooks/use-tree-autosave';
import { intlLocale } from '../intl-locale';

type HistoryPanelProps = { treeId: number; autosave: TreeAutosave; refreshKey: number };

const show = (t: Translate, value: unknown): string => {
  if (value === null || value === undefined || value === '') return t('treeEdit.history.empty');
  if (Array.isArray(value)) return value.length ? value.join(', ') : t('treeEdit.history.none');
  if (typeof value === 'object') return t('treeEdit.history.wholeRow');
  const text = String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

const what = (t: Translate, entry: { target: string; field: string; action: string }) => {
  if (entry.action === 'review')
    return t('treeEdit.history.reviewed', {
      section: t('treeEdit.history.reviewSection', { section: entry.field }),
    });
  const target = t('treeEdit.history.target', { target: entry.target });
  if (entry.field === '*') return t('treeEdit.history.whole', { target, action: entry.action });
  const field =
    entry.target === 'tree' ? labelOf(t, entry.field) : t('treeEdit.history.partField', { target, field: entry.field });
  return entry.action === 'update' ? field : t('treeEdit.history.fieldAction', { field, action: entry.action });
};

/** "Ann Editor, 1/2/2030, 10:00:00 AM (version 3)": who saved, when, which version. */
const stamp = (t: Translate, entry: { userName: string; editedAt: unknown; version: number }) =>
  t('treeEdit.history.byWhen', {
    name: entry.userName,
    when: new Date(String(entry.editedAt)).toLocaleString(intlLocale(t)),
    version: String(entry.version),
  });

/**
 * The edit history (who, when, which field, old → new): revert one change, or restore the tree as
 * it was just before a change. Reverts and restores are recorded like any save.
 */
export function HistoryPanel({ treeId, autosave, refreshKey }: HistoryPanelProps) {
  const { data, refetch } = useQuery(TreeHistoryDocument, { variables: { treeId }, fetchPolicy: 'network-only' });
  const [revert] = useMutation(RevertTreeEditDocument);
  const [[restore], t] = [useMutation(RestoreTreeDocument), useT()];
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
      setError(failureText(failure, t('treeEdit.history.revertFailed')));
    }
    await refetch();
  };

  const entries = data?.treeHistory ?? [];
  return (
    <Stack gap="xs" data-testid="edit-history">
      {error && <Alert color="red">{error}</Alert>}
      {!entries.length && <Text c="dimmed">{t('treeEdit.history.noChanges')}</Text>}
      {entries.map((entry) => (
        // Wraps on a phone: the buttons go under the text rather than past the screen's edge (issue 21.8).
        <Group key={entry.id} justify="space-between" wrap="wrap" align="flex-start" className="history-entry">
          <div style={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text size="sm" fw={600}>
              {what(t, entry)}
            </Text>
            <Text size="sm">
              {show(t, entry.oldValue)} → {show(t, entry.newValue)}
            </Text>
            <Text size="xs" c="dimmed">
              {stamp(t, entry)}
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
                {t('treeEdit.history.revert')}
              </Button>
            )}
            {entry.target === 'tree' && entry.field !== '*' && (
              <Button
                size="xs"
                variant="subtle"
                title={t('treeEdit.history.restoreTitle')}
                onClick={() =>
                  run(async () => {
                    const at = new Date(new Date(String(entry.editedAt)).getTime() - 1).toISOString();
                    return (await restore({ variables: { treeId, at } })).data?.restoreTree;
                  })
                }
              >
                {t('treeEdit.history.restore')}
              </Button>
            )}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
