import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Chip,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ScreenTitle } from '@/components/ui/screen-title';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { paths } from '@/config/paths';
import { useViewer } from '@/lib/auth';
import { BANNED_NOTICE } from '@/lib/ban-notice';
import { useMyLists, useRemoveList, type ListSummary } from '../hooks/use-lists';
import {
  FILTER_LABELS,
  MY_LIST_FILTERS,
  filterMyLists,
  formatListDate,
  listTypeLabel,
  removalFor,
  roleLabel,
  treesLabel,
  type MyListFilter,
} from '../list-filters';
import { RemoveListConfirm } from './confirm-modal';
import { ListFormModal } from './list-form-modal';
import classes from './lists.module.css';

/** A row of My Lists: the name with its badges, type, trees, date, Edit and Delete/Unfollow/Leave. */
function ListRow({ list, onEdit, onRemove }: { list: ListSummary; onEdit: () => void; onRemove: () => void }) {
  const t = useT();
  const action = removalFor(list.callerRole);
  const canEdit = list.callerRole === 'Admin' || list.callerRole === 'Collaborator';
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2} className={classes.userText}>
          <Anchor component={Link} to={paths.list.href(list.id)} fw={600}>
            {list.name}
          </Anchor>
          <Group gap={6}>
            <Badge size="xs" variant="light">
              {roleLabel(list.callerRole)}
            </Badge>
            <Badge size="xs" variant="outline" color={list.isPublic ? 'forest' : 'gray'}>
              {t(list.isPublic ? 'lists.public' : list.viewableFromLink ? 'lists.link' : 'lists.private')}
            </Badge>
            {list.banned || list.ownerBanned ? (
              <Badge size="xs" color="red">
                {t('lists.banned')}
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed" className={classes.narrow}>
              {listTypeLabel(list.type)} · {treesLabel(list)}
            </Text>
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td className={classes.wide}>{listTypeLabel(list.type)}</Table.Td>
      <Table.Td className={classes.wide}>{treesLabel(list)}</Table.Td>
      <Table.Td className={classes.wide}>{formatListDate(list.updatedAt as string)}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {canEdit ? (
            <Button size="xs" variant="subtle" onClick={onEdit} aria-label={t('lists.editNamed', { name: list.name })}>
              {t('lists.edit')}
            </Button>
          ) : null}
          {action ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('lists.actionNamed', { action: action.label, name: list.name })}
            >
              {action.label}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** My Lists (spec §2): heading MY LISTS, the filter, the create dialog, rows with delete or unfollow. */
export function MyListsPage() {
  const { lists, loading, error, refetch } = useMyLists(true);
  const [filter, setFilter] = useState<MyListFilter>('All');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ListSummary | null>(null);
  const [removing, setRemoving] = useState<ListSummary | null>(null);
  const removeList = useRemoveList();
  const shown = lists ? filterMyLists(lists, filter) : [];
  const viewer = useViewer();
  const t = useT();

  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.myLists" />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('lists.my.title')}</Title>
        <Button onClick={() => setCreating(true)}>{t('lists.createNew')}</Button>
      </Group>
      <Chip.Group multiple={false} value={filter} onChange={(value) => setFilter(value as MyListFilter)}>
        <Group gap="xs" role="radiogroup" aria-label={t('lists.my.show')}>
          {MY_LIST_FILTERS.map((option) => (
            <Chip key={option} value={option} size="sm">
              {t(FILTER_LABELS[option])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      {viewer?.banned ? (
        <Alert color="orange" role="status" title={t('lists.my.banned')}>
          {BANNED_NOTICE}
        </Alert>
      ) : null}
      {error && !lists ? (
        <Alert color="gray" role="alert" title={t('lists.my.loadFailed')}>
          <Button size="xs" variant="default" onClick={() => refetch?.()}>
            {t('lists.tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {loading && !lists ? <Skeleton height={160} /> : null}
      {lists && lists.length === 0 ? (
        <Text c="dimmed">
          {t.rich('lists.my.none', {
            search: (
              <Anchor component={Link} to={paths.searchLists.href()} underline="always">
                {t('lists.my.listSearch')}
              </Anchor>
            ),
          })}
        </Text>
      ) : null}
      {lists && lists.length > 0 && shown.length === 0 ? (
        <Text c="dimmed">{t('lists.my.noMatch', { filter: t(FILTER_LABELS[filter]) })}</Text>
      ) : null}
      {shown.length ? (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="sm" className={classes.listTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lists.col.name')}</Table.Th>
                <Table.Th className={classes.wide}>{t('lists.col.type')}</Table.Th>
                <Table.Th className={classes.wide}>{t('lists.col.trees')}</Table.Th>
                <Table.Th className={classes.wide}>{t('lists.col.updated')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('lists.col.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((list) => (
                <ListRow key={list.id} list={list} onEdit={() => setEditing(list)} onRemove={() => setRemoving(list)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      <ListFormModal opened={creating} onClose={() => setCreating(false)} />
      <ListFormModal opened={editing !== null} list={editing} onClose={() => setEditing(null)} />
      <RemoveListConfirm
        list={removing}
        onConfirm={(how) => (removing ? removeList(removing, how) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
