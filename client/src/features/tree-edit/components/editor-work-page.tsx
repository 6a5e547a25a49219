import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, NativeSelect, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import 'virtual:icu-messages/treeEdit';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ScreenTitle } from '@/components/ui/screen-title';
import { ResultsPagination } from '@/components/ui/results-pagination';
import { paths } from '@/config/paths';
import { EditorWorkDocument, type EditorWorkQuery } from '@/features/tree-edit/generated/graphql';
import { useT, type MessageKey, type Translate } from '@/i18n/i18n';
import { labelOf } from '../edit-layout';
import { workHref, workRequest, type WorkRequest } from '../editor-work-url';
import { intlLocale } from '../intl-locale';

type Work = EditorWorkQuery['editorWork'];

const when = (t: Translate, iso: unknown) =>
  new Date(String(iso)).toLocaleString(intlLocale(t), { dateStyle: 'medium', timeStyle: 'short' });

/** "Height (Max, ft), Water Use" or "tree created": what one save changed, in `t`'s language. */
export function changeSummary(
  t: Translate,
  change: Pick<Work['changes'][number], 'action' | 'targets' | 'fields'>,
): string {
  const fields = change.fields.filter((field) => field !== '*');
  const parts = fields.map((field) => (change.targets.includes('tree') ? labelOf(t, field) : field));
  const whole = change.fields.includes('*')
    ? t('treeEdit.work.whole', { targets: change.targets.join(', '), action: change.action })
    : '';
  const text = [whole, parts.join(', ')].filter(Boolean).join(' · ');
  if (change.action === 'update' || !text) return text || t('treeEdit.work.action', { action: change.action });
  return whole ? text : t('treeEdit.history.fieldAction', { field: text, action: change.action });
}

/**
 * /editor/work (roles 2, 3): the Draft trees and the recent edits (who, when, what), newest first,
 * each paged, filterable by editor. Its state lives in the URL, so a page can be shared or reloaded.
 */
export function EditorWorkPage() {
  const [params] = useSearchParams();
  const request = workRequest(params);
  const { data, previousData, loading, error, refetch } = useQuery(EditorWorkDocument, {
    variables: request,
    fetchPolicy: 'cache-and-network',
  });
  const work = (data ?? previousData)?.editorWork;
  const t = useT();

  return (
    <Stack gap="lg" maw={1100} mx="auto" p="md" w="100%">
      <ScreenTitle name="titles.editorWork" />
      <Title order={1}>{t('treeEdit.work.title')}</Title>
      {error && !work ? <LoadFailedAlert title={t('treeEdit.work.loadFailed')} onRetry={refetch} /> : null}
      {loading && !work ? <WorkSkeleton /> : null}
      {work ? <WorkView work={work} request={request} /> : null}
    </Stack>
  );
}

function WorkSkeleton() {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('treeEdit.work.loading')}>
      <Skeleton height={36} width={240} />
      <Skeleton height={160} />
      <Skeleton height={240} />
    </Stack>
  );
}

function WorkView({ work, request }: { work: Work; request: WorkRequest }) {
  const [navigate, t] = [useNavigate(), useT()];
  const pages = (total: number) => Math.max(1, Math.ceil(total / work.pageSize));
  return (
    <>
      <NativeSelect
        label={t('treeEdit.work.editor')}
        w={{ base: '100%', xs: 320 }}
        value={request.editorId === null ? '' : String(request.editorId)}
        data={[
          { value: '', label: t('treeEdit.work.everyEditor') },
          ...work.editors.map((editor) => ({ value: String(editor.id), label: editor.name })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          // Another editor's work starts at the first page of each list.
          void navigate(workHref({ editorId: value ? Number(value) : null }));
        }}
      />

      <WorkSection
        id="work-drafts"
        title={t('treeEdit.work.drafts', { count: work.draftsTotal })}
        empty={
          work.drafts.length
            ? null
            : request.editorId === null
              ? t('treeEdit.work.noDrafts')
              : t('treeEdit.work.editorNoDrafts')
        }
        headings={['treeEdit.work.tree', 'treeEdit.work.lastChange']}
        pagesLabel={t('treeEdit.work.draftPages')}
        activePage={request.draftsPage}
        totalPages={pages(work.draftsTotal)}
        pageHref={(page) => workHref({ ...request, draftsPage: page })}
      >
        {work.drafts.map((draft) => (
          <Table.Tr key={draft.treeId}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={paths.treeEdit.href(draft.treeId)} fw={600}>
                <em>{draft.scientificName || t('treeEdit.work.unnamed', { id: String(draft.treeId) })}</em>
              </Anchor>
              {draft.commonName ? <Text size="sm">{draft.commonName}</Text> : null}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{when(t, draft.updatedAt)}</Text>
              {draft.lastEditor ? (
                <Text size="xs" c="dimmed">
                  {t('treeEdit.work.by', { name: draft.lastEditor })}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </WorkSection>

      <WorkSection
        id="work-changes"
        title={t('treeEdit.work.changes', { count: work.changesTotal })}
        empty={
          work.changes.length
            ? null
            : request.editorId === null
              ? t('treeEdit.work.noEdits')
              : t('treeEdit.work.editorNoEdits')
        }
        headings={['treeEdit.work.when', 'treeEdit.work.who', 'treeEdit.work.what']}
        pagesLabel={t('treeEdit.work.editPages')}
        activePage={request.changesPage}
        totalPages={pages(work.changesTotal)}
        pageHref={(page) => workHref({ ...request, changesPage: page })}
      >
        {work.changes.map((change) => (
          <Table.Tr key={change.changeId}>
            <Table.Td>
              <Text size="sm">{when(t, change.editedAt)}</Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm">{change.userName}</Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {change.scientificName === null ? (
                <Text size="sm">{t('treeEdit.work.deleted', { id: String(change.treeId) })}</Text>
              ) : (
                <Anchor component={Link} to={paths.treeEdit.href(change.treeId)} size="sm" fw={600}>
                  <em>{change.scientificName || t('treeEdit.work.unnamed', { id: String(change.treeId) })}</em>
                </Anchor>
              )}
              {change.draft ? (
                <Badge size="xs" color="yellow" variant="light" ml={6}>
                  {t('treeEdit.draft')}
                </Badge>
              ) : null}
              <Text size="xs" c="dimmed">
                {changeSummary(t, change)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </WorkSection>
    </>
  );
}

type WorkSectionProps = {
  id: string;
  title: string;
  /** What an empty list says; null: the rows are there. */
  empty: string | null;
  headings: MessageKey[];
  pagesLabel: string;
  activePage: number;
  totalPages: number;
  pageHref: (page: number) => string;
  children: ReactNode;
};

/** One list of the page: its heading, its table (or what an empty one says) and its pages. */
function WorkSection({
  id,
  title,
  empty,
  headings,
  pagesLabel,
  activePage,
  totalPages,
  pageHref,
  children,
}: WorkSectionProps) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {empty !== null ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs" data-testid={id}>
            <Table.Thead>
              <Table.Tr>
                {headings.map((heading) => (
                  <Table.Th key={heading}>{t(heading)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ResultsPagination label={pagesLabel} activePage={activePage} totalPages={totalPages} pageHref={pageHref} />
    </Paper>
  );
}
