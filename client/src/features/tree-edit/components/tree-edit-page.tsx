import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Formik, useFormikContext } from 'formik';
import 'virtual:icu-messages/treeEdit';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ErrorPage } from '@/components/ui/error-page';
import { PageLoader } from '@/components/ui/page-loader';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
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

type Record = NonNullable<TreeEditRecordQuery['treeEditRecord']>;

/** /tree-detail/{id}/edit (roles 2, 3): the record, its six sections, taxa, history. */
export function TreeEditPage({ treeId }: { treeId: number }) {
  const record = useQuery(TreeEditRecordDocument, { variables: { id: treeId }, fetchPolicy: 'network-only' });
  const options = useQuery(TreeEditOptionsDocument);
  const t = useT();
  const fields = options.data?.treeEditOptions;
  const schema = useMemo(() => (fields ? editSchema(fields, t) : null), [fields, t]);
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
  const [navigate, t, { values }] = [useNavigate(), useT(), useFormikContext<EditValues>()];
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
      event.returnValue = t('treeEdit.leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [autosave.dirty, t]);

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
          <Title order={1}>{t('treeEdit.heading', { id: String(record.treeId) })}</Title>
          <Text c="dimmed">
            <em>{record.scientificName || t('treeEdit.newTreeName')}</em>
            {record.updatedBy ? t('treeEdit.lastSavedBy', { name: record.updatedBy }) : ''}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" loading={duplicating} onClick={onDuplicate}>
            {t('treeEdit.duplicate')}
          </Button>
          <Button variant="default" onClick={() => navigate(paths.treeDetail.href(record.treeId))}>
            {t('treeEdit.backToTree')}
          </Button>
          <Button
            onClick={() => autosave.flush()}
            loading={autosave.status === 'saving'}
            loaderProps={{ type: 'dots' }}
          >
            {autosave.status === 'saving' ? t('treeEdit.saving') : t('treeEdit.submit')}
          </Button>
          <Button color="red.9" variant="outline" onClick={() => setConfirmDelete(true)}>
            {t('treeEdit.deletePermanently')}
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
            {t(section.title)}
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
          {t('treeEdit.history')}
        </Title>
        <HistoryPanel treeId={record.treeId} autosave={autosave} refreshKey={autosave.version} />
      </Paper>
      <ConfirmModal
        opened={confirmDelete}
        title={t('treeEdit.deleteTreeTitle')}
        message={t('treeEdit.deleteTreeConfirm')}
        confirmLabel={t('treeEdit.delete')}
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
        title={t('treeEdit.leaveTitle')}
        message={t('treeEdit.leaveWarning')}
        confirmLabel={t('treeEdit.leave')}
        onClose={() => blocker.reset?.()}
        onConfirm={async () => blocker.proceed?.()}
      />
    </Stack>
  );
}

function SaveStatus({ autosave }: { autosave: TreeAutosave }) {
  const t = useT();
  if (autosave.status === 'conflict') {
    return (
      <Alert color="orange" title={t('treeEdit.conflictTitle')} role="alert">
        <Text size="sm">{autosave.conflict}</Text>
        <Button mt="sm" size="xs" onClick={() => autosave.loadTheirs()}>
          {t('treeEdit.loadTheirs')}
        </Button>
      </Alert>
    );
  }
  if (autosave.status === 'invalid') {
    return (
      <Alert color="red" role="alert">
        {autosave.serverErrors._form ?? t('treeEdit.invalid')}
      </Alert>
    );
  }
  if (autosave.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {t('treeEdit.failed')}
      </Alert>
    );
  }
  const text = t(
    ({ saving: 'treeEdit.saving', pending: 'treeEdit.pending', saved: 'treeEdit.saved' } as const)[autosave.status],
  );
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
