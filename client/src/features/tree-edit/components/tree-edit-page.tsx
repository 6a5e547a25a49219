import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ErrorPage } from '@/components/ui/error-page';
import { PageLoader } from '@/components/ui/page-loader';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import {
  DeleteTreeDocument,
  DuplicateTreeDocument,
  TreeEditOptionsDocument,
  TreeEditRecordDocument,
  type TreeEditRecordQuery,
} from '@/features/tree-edit/generated/graphql';
import { logError } from '@/lib/logger';
import { SECTIONS, isFieldShown, type SectionId } from '../edit-layout';
import { editSchema, type EditValues, type FieldOptions } from '../edit-schema';
import { useOpenAtSection } from '../hooks/use-open-at-section';
import { useTreeAutosave, type TreeAutosave } from '../hooks/use-tree-autosave';
import { EditField } from './edit-field';
import { GoToTree } from './go-to-tree';
import { HistoryPanel } from './history-panel';
import { PhotoManager } from './photo-manager';
import { SectionReview } from './section-review';
import { TaxaEditor } from './taxa-editor';

/** Spec §8, verbatim. */
export const LEAVE_WARNING = 'Are you sure you wish to leave the page? Changes you made may not be saved.';
export const DELETE_TREE_CONFIRM = 'Are you sure you wish to delete? There is NO undoing this action.';

type Record = NonNullable<TreeEditRecordQuery['treeEditRecord']>;

/** /tree-detail/{id}/edit (roles 2, 3): the record, its six sections, taxa, history. */
export function TreeEditPage({ treeId }: { treeId: number }) {
  const record = useQuery(TreeEditRecordDocument, { variables: { id: treeId }, fetchPolicy: 'network-only' });
  const options = useQuery(TreeEditOptionsDocument);
  const fields = options.data?.treeEditOptions;
  const schema = useMemo(() => (fields ? editSchema(fields) : null), [fields]);
  const initial = record.data?.treeEditRecord;

  if (record.error?.message.match(/no trees found/i)) return <ErrorPage message={record.error.message} />;
  if (record.error || options.error) return <ErrorPage />;
  if (!initial || !fields || !schema) return <PageLoader />;
  return (
    <Formik
      key={initial.treeId}
      initialValues={initial.values as EditValues}
      validationSchema={schema}
      validateOnMount
      onSubmit={() => undefined}
    >
      <EditScreen record={initial} fields={fields} refetch={record.refetch} />
    </Formik>
  );
}

type EditScreenProps = {
  record: Record;
  fields: FieldOptions[];
  refetch: () => Promise<unknown>;
};

function EditScreen({ record, fields, refetch }: EditScreenProps) {
  const navigate = useNavigate();
  const { values } = useFormikContext<EditValues>();
  const autosave = useTreeAutosave(record.treeId, { version: record.version, values: record.values as EditValues });
  const byName = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);
  const [duplicate, { loading: duplicating }] = useMutation(DuplicateTreeDocument);
  const [remove] = useMutation(DeleteTreeDocument);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useOpenAtSection();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving && autosave.dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!autosave.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [autosave.dirty]);

  const onDuplicate = async () => {
    await autosave.flush();
    try {
      const result = await duplicate({ variables: { values: { ...values, tree_id: record.treeId } } });
      if (result.data) {
        setLeaving(true);
        void navigate(paths.treeEdit.href(result.data.duplicateTree));
      }
    } catch (error) {
      logError('duplicating a tree', error);
    }
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto" p="md" w="100%">
      <ScreenTitle name="titles.editTree" values={{ id: record.treeId }} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Edit Tree #{record.treeId}</Title>
          <Text c="dimmed">
            <em>{record.scientificName || 'New tree (name it in Taxa below)'}</em>
            {record.updatedBy ? ` · last saved by ${record.updatedBy}` : ''}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" loading={duplicating} onClick={onDuplicate}>
            Duplicate This Tree
          </Button>
          <Button variant="default" onClick={() => navigate(paths.treeDetail.href(record.treeId))}>
            Back to Tree Page
          </Button>
          <Button
            onClick={() => autosave.flush()}
            loading={autosave.status === 'saving'}
            loaderProps={{ type: 'dots' }}
          >
            {autosave.status === 'saving' ? 'Saving...' : 'Submit Form'}
          </Button>
          <Button color="red.9" variant="outline" onClick={() => setConfirmDelete(true)}>
            Permanently Delete
          </Button>
        </Group>
      </Group>
      <GoToTree currentTreeId={record.treeId} />
      <SaveStatus autosave={autosave} />
      {SECTIONS.map((section) => (
        <Paper
          key={section.id}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-labelledby={`section-${section.id}`}
        >
          <Title order={2} size="h3" id={`section-${section.id}`} mb="sm">
            {section.title}
          </Title>
          <SectionBody
            id={section.id}
            names={section.fields}
            byName={byName}
            autosave={autosave}
            extra={
              section.id === 'name' ? (
                <TaxaEditor treeId={record.treeId} taxa={record.taxa} autosave={autosave} onChanged={refetch} />
              ) : section.id === 'photos' ? (
                <PhotoManager treeId={record.treeId} photos={record.photos} autosave={autosave} onChanged={refetch} />
              ) : null
            }
          />
          <SectionReview treeId={record.treeId} section={section.id} reviews={record.reviews} onChanged={refetch} />
        </Paper>
      ))}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="section-history">
        <Title order={2} size="h3" id="section-history" mb="sm">
          Edit History
        </Title>
        <HistoryPanel treeId={record.treeId} autosave={autosave} refreshKey={autosave.version} />
      </Paper>
      <ConfirmModal
        opened={confirmDelete}
        title="Permanently delete this tree"
        message={DELETE_TREE_CONFIRM}
        confirmLabel="Delete"
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          try {
            await remove({ variables: { id: record.treeId } });
            setLeaving(true);
            void navigate(paths.home.href());
          } catch (error) {
            logError('deleting a tree', error);
          }
        }}
      />
      <ConfirmModal
        opened={blocker.state === 'blocked'}
        title="Leave this page?"
        message={LEAVE_WARNING}
        confirmLabel="Leave"
        onClose={() => blocker.reset?.()}
        onConfirm={async () => blocker.proceed?.()}
      />
    </Stack>
  );
}

function SaveStatus({ autosave }: { autosave: TreeAutosave }) {
  if (autosave.status === 'conflict') {
    return (
      <Alert color="orange" title="Not saved: the tree changed meanwhile" role="alert">
        <Text size="sm">{autosave.conflict}</Text>
        <Button mt="sm" size="xs" onClick={() => autosave.loadTheirs()}>
          Load their changes and keep mine
        </Button>
      </Alert>
    );
  }
  if (autosave.status === 'invalid') {
    return (
      <Alert color="red" role="alert">
        {autosave.serverErrors._form ?? 'Some fields need attention: they are not saved until corrected.'}
      </Alert>
    );
  }
  if (autosave.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        The last change could not be saved. It is still on the form: try Submit Form again.
      </Alert>
    );
  }
  const text = { saving: 'Saving...', pending: 'Unsaved changes', saved: 'All changes saved' }[autosave.status];
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="save-status">
      {text}
    </Text>
  );
}

type SectionBodyProps = {
  id: SectionId;
  names: string[];
  byName: Map<string, FieldOptions>;
  autosave: TreeAutosave;
  extra?: ReactNode;
};

function SectionBody({ names, byName, autosave, extra }: SectionBodyProps) {
  const { values } = useFormikContext<EditValues>();
  return (
    <Stack gap="md">
      {extra}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {names
          .filter((name) => byName.has(name) && isFieldShown(name, values))
          .map((name) => {
            const field = byName.get(name)!;
            const wide = field.kind === 'rich' || field.kind === 'names';
            return (
              <div key={name} style={wide ? { gridColumn: '1 / -1' } : undefined}>
                <EditField field={field} serverError={autosave.serverErrors[name]} />
              </div>
            );
          })}
      </SimpleGrid>
    </Stack>
  );
}
