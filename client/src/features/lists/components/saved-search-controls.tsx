import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { useUpdateSavedSearch } from '../hooks/use-list-editing';
import type { Region } from '@/features/lists/generated/graphql';
import { useAddSearchResultToList, useMyLists } from '../hooks/use-lists';
import { ListFormModal } from './list-form-modal';

/** The saved search this tab last loaded (so the results page can offer to update it). */
const PICKED_KEY = 'selectree.lists.savedSearch';

function pickedId(): number | null {
  try {
    const raw = window.sessionStorage.getItem(PICKED_KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

/** Remembers (or forgets) the loaded saved search for the tab; without storage it is simply not remembered. */
function rememberPicked(id: number | null): void {
  try {
    if (id === null) window.sessionStorage.removeItem(PICKED_KEY);
    else window.sessionStorage.setItem(PICKED_KEY, String(id));
  } catch {
    // storage unavailable (privacy modes)
  }
}

type SavedSearchControlsProps = {
  /** The filterData of the results on screen (what a new or updated saved search keeps). */
  queryData: string;
  /** How many trees the result has (a curated list made from it holds all of them, issue 21.7). */
  resultTotal: number;
  /** The edition the results are from (the server runs the search again to save it). */
  region: Region;
  /** The search chose no filter and no name: it cannot be kept as a saved search. */
  restrictsNothing: boolean;
  /** Opens the results of a saved search's filters. */
  onLoad: (queryData: string) => void;
  /** The picker was cleared: back to fresh filters. */
  onClear: () => void;
};

/**
 * The results page's list controls (signed in, spec §2 and §4): the saved-search picker (choosing
 * one loads its filters; clearing resets them), "Save result as list" (a new Saved Search), and
 * updating the saved search that was loaded with the filters now on screen.
 */
export function SavedSearchControls(props: SavedSearchControlsProps) {
  const { queryData, resultTotal, region, restrictsNothing, onLoad, onClear } = props;
  const viewer = useViewer();
  const { lists } = useMyLists(true);
  const [saving, setSaving] = useState(false);
  const [picked, setPicked] = useState<number | null>(pickedId);
  const { update, loading: updating } = useUpdateSavedSearch();
  const [{ addResult }, t] = [useAddSearchResultToList(), useT()];
  if (!viewer) return null;

  const savedSearches = (lists ?? []).filter((list) => list.type === 'Saved Search');
  const current = savedSearches.find((list) => list.id === picked) ?? null;
  const editable = current && (current.callerRole === 'Admin' || current.callerRole === 'Collaborator');
  const changed = current && current.queryData !== queryData;

  return (
    <Group gap="sm" align="flex-end" data-print="hide">
      <Select
        label={t('lists.saved.label')}
        placeholder={savedSearches.length ? t('lists.saved.load') : t('lists.saved.none')}
        data={savedSearches.map((list) => ({ value: String(list.id), label: list.name }))}
        value={current ? String(current.id) : null}
        disabled={!savedSearches.length}
        clearable
        size="sm"
        w={260}
        onChange={(value) => {
          const chosen = savedSearches.find((list) => String(list.id) === value);
          if (!chosen) {
            rememberPicked(null);
            setPicked(null);
            onClear();
            return;
          }
          rememberPicked(chosen.id);
          setPicked(chosen.id);
          onLoad(chosen.queryData ?? '{}');
        }}
      />
      <Button variant="light" onClick={() => setSaving(true)}>
        {t('lists.saved.saveAsList')}
      </Button>
      {editable && changed ? (
        <Button variant="default" loading={updating} onClick={() => void update(current.id, queryData)}>
          {t('lists.saved.update', { name: current.name })}
        </Button>
      ) : null}
      {saving ? (
        <ListFormModal
          opened
          title={t('lists.saved.modalTitle')}
          queryData={queryData}
          resultTotal={resultTotal}
          restrictsNothing={restrictsNothing}
          onClose={() => setSaving(false)}
          onSaved={(list) => {
            if (list.type === 'Saved Search') {
              rememberPicked(list.id);
              setPicked(list.id);
            } else if (resultTotal) {
              void addResult(list, queryData, region, t('lists.saved.trees', { count: resultTotal }));
            }
          }}
        />
      ) : null}
    </Group>
  );
}
