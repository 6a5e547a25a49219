import '@mantine/core/styles/Switch.layer.css';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/treeEdit';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import {
  AddTaxonDocument,
  DeleteTaxonDocument,
  UpdateTaxonDocument,
  type EditTaxonFieldsFragment,
  type TaxonInput,
} from '@/features/tree-edit/generated/graphql';
import { useT, type Translate } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { failureText } from '../failure-text';
import type { TreeAutosave } from '../hooks/use-tree-autosave';

type TextPart = 'genus' | 'species' | 'hybrid_alt_species' | 'subspecies' | 'variety' | 'cultivar';
const PARTS: TextPart[] = ['genus', 'species', 'hybrid_alt_species', 'subspecies', 'variety', 'cultivar'];

/** "Accepted" for sequence 1 (the tree's scientific name), else "Synonym 1", "Synonym 2"… */
const taxonRole = (t: Translate, sequence: number) =>
  sequence === 1 ? t('treeEdit.taxa.accepted') : t('treeEdit.taxa.synonym', { number: String(sequence - 1) });

type TaxaEditorProps = {
  treeId: number;
  taxa: EditTaxonFieldsFragment[];
  autosave: TreeAutosave;
  onChanged: () => Promise<unknown>;
};

/**
 * Taxon rows of Name Information (spec §2): each toggles between view and edit; a taxon can be
 * added, updated, and deleted only when more than one exists. Sequence 1 is the accepted name: the
 * tree's scientific name and its searchable synonyms follow at once.
 */
export function TaxaEditor({ treeId, taxa, autosave, onChanged }: TaxaEditorProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [[add, { loading: adding }], t] = [useMutation(AddTaxonDocument), useT()];
  const [remove] = useMutation(DeleteTaxonDocument);

  const run = async (change: () => Promise<{ version: number } | null>) => {
    setError(null);
    try {
      await autosave.runBetweenSaves(change);
      await onChanged();
    } catch (failure) {
      logError('changing a taxon', failure);
      setError(failureText(failure, t('treeEdit.taxa.failed')));
    }
  };

  return (
    <Stack gap="xs" data-testid="taxa-editor">
      <Text fw={600}>{t('treeEdit.taxa.title')}</Text>
      {error && <Alert color="red">{error}</Alert>}
      {taxa.map((taxon) =>
        editing === taxon.id ? (
          <TaxonForm
            key={taxon.id}
            taxon={taxon}
            onCancel={() => setEditing(null)}
            onSaved={async (change) => {
              await run(change);
              setEditing(null);
            }}
          />
        ) : (
          <Group key={taxon.id} justify="space-between" wrap="nowrap" className="taxon-row">
            <Text>
              <Text span c="dimmed" mr="xs">
                {taxonRole(t, taxon.sequence)}
              </Text>
              <em>{taxon.nameConcat || t('treeEdit.taxa.noName')}</em>
            </Text>
            <Group gap={4} wrap="nowrap">
              <Button size="xs" variant="subtle" onClick={() => setEditing(taxon.id)}>
                {t('treeEdit.edit')}
              </Button>
              {taxa.length > 1 && taxon.sequence !== 1 && (
                <Button size="xs" variant="subtle" color="red" c="red.9" onClick={() => setDeleting(taxon.id)}>
                  {t('treeEdit.delete')}
                </Button>
              )}
            </Group>
          </Group>
        ),
      )}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        loading={adding}
        onClick={() => run(async () => (await add({ variables: { treeId } })).data?.addTaxon ?? null)}
      >
        {t('treeEdit.taxa.add')}
      </Button>
      <ConfirmModal
        opened={deleting !== null}
        title={t('treeEdit.taxa.deleteTitle')}
        message={t('treeEdit.taxa.deleteConfirm')}
        confirmLabel={t('treeEdit.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          run(async () => {
            const result = await remove({ variables: { taxonId: deleting ?? 0 } });
            return result.data ? { version: result.data.deleteTaxon } : null;
          })
        }
      />
    </Stack>
  );
}

type TaxonFormProps = {
  taxon: EditTaxonFieldsFragment;
  onCancel: () => void;
  onSaved: (change: () => Promise<{ version: number } | null>) => Promise<void>;
};

function TaxonForm({ taxon, onCancel, onSaved }: TaxonFormProps) {
  const [update, { loading }] = useMutation(UpdateTaxonDocument);
  const t = useT();
  const [input, setInput] = useState<TaxonInput>({
    sequence: taxon.sequence,
    genus: taxon.genus,
    species: taxon.species,
    hybrid_alt_species: taxon.hybridAltSpecies,
    subspecies: taxon.subspecies,
    variety: taxon.variety,
    cultivar: taxon.cultivar,
    hybrid_x: taxon.hybridX,
  });
  return (
    <Stack gap={6} p="sm" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 6 }} className="taxon-form">
      <Group grow wrap="wrap">
        <NumberInput
          label={t('treeEdit.taxa.sequence')}
          min={1}
          max={99}
          allowDecimal={false}
          value={input.sequence ?? 1}
          onChange={(value) => setInput({ ...input, sequence: typeof value === 'number' ? value : 1 })}
        />
        {PARTS.map((key) => (
          <TextInput
            key={key}
            label={t(`treeEdit.taxa.${key}`)}
            value={input[key] ?? ''}
            onChange={(event) => setInput({ ...input, [key]: event.currentTarget.value || null })}
          />
        ))}
      </Group>
      <Switch
        label={t('treeEdit.taxa.hybrid')}
        checked={!!input.hybrid_x}
        onChange={(event) => setInput({ ...input, hybrid_x: event.currentTarget.checked })}
      />
      <Group gap="xs">
        <Button
          size="xs"
          loading={loading}
          onClick={() =>
            onSaved(async () => (await update({ variables: { taxonId: taxon.id, input } })).data?.updateTaxon ?? null)
          }
        >
          {t('treeEdit.taxa.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('treeEdit.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
