import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LightAlert } from '@/components/ui/light-alert';
import { LightNativeSelect } from '@/components/ui/light-native-select';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { PageTitle } from '@/components/ui/page-title';
import 'virtual:icu-messages/lists';
import { useT, type MessageKey } from '@/i18n/i18n';

import { paths } from '@/config/paths';
import type { TreeSort } from '@/features/lists/generated/graphql';
import { canAccess, useViewer } from '@/lib/auth';
import { withClient } from '@/lib/graphql/client-loader';
import { useOpenedOnce } from '@/lib/opened-once';
import { describeListFailure } from '../hooks/list-outcome';
import { copyListLink, downloadListCsv } from '../hooks/use-list-editing';
import {
  useDuplicateList,
  useFollowList,
  useListDetail,
  useNewShareKey,
  useRemoveList,
  type ListDetail,
  type ListSummary,
} from '../hooks/use-lists';
import { categoryLabel, formatListDate, listTypeLabel, removalFor } from '../list-filters';
import { collapseDescription } from '../list-order';
import { LIST_CLIENT_MESSAGES, LIST_DESCRIPTION_COLLAPSE } from '../list-rules';
import { ListSite } from './list-site';
import { ListTrees } from './list-trees';
import classes from './lists.module.css';

// The dialogs (Mantine Modal, forms and their validation) are fetched when first opened: a
// visitor reading a list never loads them.
const ListFormModal = lazy(() => withClient(import('./list-form-modal')).then((m) => ({ default: m.ListFormModal })));
const CollaboratorsModal = lazy(() =>
  withClient(import('./collaborators-modal')).then((m) => ({ default: m.CollaboratorsModal })),
);
const RemoveListConfirm = lazy(() =>
  withClient(import('./confirm-modal')).then((m) => ({ default: m.RemoveListConfirm })),
);

/** Spec §9: the list's tree sorts (and its own order, which editors arrange). */
const SORTS: { value: '' | TreeSort; label: MessageKey }[] = [
  { value: '', label: 'lists.sort.listOrder' },
  { value: 'ScientificAsc', label: 'lists.sort.scientificAsc' },
  { value: 'ScientificDesc', label: 'lists.sort.scientificDesc' },
  { value: 'CommonAsc', label: 'lists.sort.commonAsc' },
  { value: 'CommonDesc', label: 'lists.sort.commonDesc' },
];

/** /list/{id}: the list, its trees and what the viewer may do with it; 'You have no access to this list' otherwise. */
export function ListDetailPage({ id }: { id: number }) {
  const [sort, setSort] = useState<'' | TreeSort>('');
  // A link-viewable list's link carries its key (?key=); without it such a list is "no access".
  const shareKey = useSearchParams()[0].get('key');
  const { list, loading, error, refetch } = useListDetail(id, sort || null, shareKey);
  const t = useT();

  if (error && !list) {
    const failure = describeListFailure(error);
    if (failure.code === 'NOT_FOUND' || failure.code === 'BAD_USER_INPUT')
      return <ErrorPage message={LIST_CLIENT_MESSAGES.noAccess} />;
    return (
      <LightAlert color="gray" title={t('lists.detail.loadFailed')} className={classes.loadFailed}>
        <Button size="xs" variant="default" onClick={() => refetch?.()}>
          {t('lists.tryAgain')}
        </Button>
      </LightAlert>
    );
  }
  if (!list || (loading && list.id !== id))
    return (
      <Stack gap="md" py="md" aria-busy="true">
        <Skeleton height={36} width="60%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  return <ListView list={list} sort={sort} onSortChange={setSort} shareKey={shareKey} />;
}

/** The list's badges, name, owner, date and count, and the banned notice. */
function ListHeader({ list }: { list: ListDetail }) {
  const t = useT();
  const savedSearch = list.type === 'Saved Search';
  const owner = `${list.owner.firstName} ${list.owner.lastName}`.trim();
  // Banned from list search (issue 21.6): only a site admin may copy it, and its link shows others nothing.
  const banned = list.banned || list.ownerBanned;
  return (
    <>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{listTypeLabel(list.type)}</Badge>
          <Badge variant="outline" color={list.isPublic ? 'forest' : 'gray'}>
            {t(list.isPublic ? 'lists.public' : list.viewableFromLink ? 'lists.anyoneWithLink' : 'lists.private')}
          </Badge>
          {banned ? <Badge color="red">{t('lists.banned')}</Badge> : null}
        </Group>
        <Title order={1} className={classes.userText}>
          {list.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('lists.detail.byline', {
            owner: owner || t('lists.detail.someone'),
            date: formatListDate(list.updatedAt as string),
          })}
          {savedSearch ? '' : ` · ${t('lists.trees', { count: list.treeCount })}`}
        </Text>
      </Stack>

      {banned ? (
        <LightAlert color="red" role="status" title={t('lists.detail.bannedTitle')}>
          {t(list.ownerBanned && list.callerRole === 'Admin' ? 'lists.detail.bannedYours' : 'lists.detail.bannedThis')}
        </LightAlert>
      ) : null}
    </>
  );
}

type ListViewProps = {
  list: ListDetail;
  sort: '' | TreeSort;
  onSortChange: (sort: '' | TreeSort) => void;
  shareKey: string | null;
};

function ListView({ list, sort, onSortChange, shareKey }: ListViewProps) {
  const viewer = useViewer();
  const [dialog, setDialog] = useState<ListDialog>(null);
  const [copy, setCopy] = useState<ListSummary | null>(null);
  const { follow, loading: following } = useFollowList();
  const { duplicate, loading: duplicating } = useDuplicateList();
  const { renew, loading: renewing } = useNewShareKey();
  // The link others can open: a list that is not public needs its key in it.
  const linkKey = list.isPublic ? null : (list.shareKey ?? shareKey);
  const [expanded, setExpanded] = useState(false);
  const description = collapseDescription(list.description, LIST_DESCRIPTION_COLLAPSE);
  const shareable = list.isPublic || list.viewableFromLink;
  const savedSearch = list.type === 'Saved Search';
  const removal = removalFor(list.callerRole);
  const banned = list.banned || list.ownerBanned;
  const t = useT();
  const siteAdmin = Boolean(viewer && canAccess(viewer, 'admin'));

  return (
    <Stack gap="md" py="md">
      <PageTitle title={list.name} />
      <ListHeader list={list} />

      <Text className={classes.description}>
        <span className={description.collapsed ? classes.noPrint : undefined}>
          {expanded ? list.description : description.short}{' '}
        </span>
        {description.collapsed ? (
          <>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setExpanded(!expanded)}
              className={classes.noPrint}
            >
              {t(expanded ? 'lists.detail.hide' : 'lists.detail.seeMore')}
            </Anchor>
            {/* Paper has no See More: the printed list carries the whole description (issue 21.8). */}
            <span className={classes.printOnly}>{list.description}</span>
          </>
        ) : null}
      </Text>

      <Stack gap={4}>
        <Facts label={t('lists.detail.fact', { label: t('lists.form.regions') })} values={list.regions} />
        <Facts
          label={t('lists.detail.fact', { label: t('lists.form.categories') })}
          values={list.categories.map(categoryLabel)}
        />
        <Facts label={t('lists.detail.fact', { label: t('lists.form.keywords') })} values={list.keywords} />
      </Stack>

      <Group gap="xs" data-print="hide">
        {list.canEdit ? <Button onClick={() => setDialog('edit')}>{t('lists.edit')}</Button> : null}
        <Button variant="default" onClick={() => setDialog('collaborators')}>
          {t('lists.collab.list')}
        </Button>
        {viewer && !list.callerRole ? (
          <Button variant="default" loading={following} onClick={() => void follow(list.id, true, shareKey)}>
            {t('lists.detail.follow')}
          </Button>
        ) : null}
        {list.callerRole === 'Follower' ? (
          <Button variant="default" loading={following} onClick={() => void follow(list.id, false)}>
            {t('lists.action.unfollow')}
          </Button>
        ) : null}
        {viewer && (list.canEdit || shareable) && (!banned || siteAdmin) ? (
          <Button
            variant="default"
            loading={duplicating}
            onClick={async () => {
              const made = await duplicate(list.id, shareKey);
              if (made) setCopy(made);
            }}
          >
            {t('lists.detail.duplicate')}
          </Button>
        ) : null}
        {shareable && !banned ? (
          <Button variant="default" onClick={() => void copyListLink(paths.list.href(list.id, linkKey))}>
            {t('lists.detail.copyLink')}
          </Button>
        ) : null}
        {list.viewableFromLink && list.callerRole === 'Admin' ? (
          <Button
            variant="default"
            loading={renewing}
            title={t('lists.detail.newLinkHint')}
            onClick={() => void renew(list.id)}
          >
            {t('lists.detail.newLink')}
          </Button>
        ) : null}
        {savedSearch ? null : (
          <>
            <Button variant="default" onClick={() => void downloadListCsv(list, shareKey)}>
              {t('lists.detail.downloadCsv')}
            </Button>
            <Button variant="default" onClick={() => window.print()}>
              {t('lists.detail.print')}
            </Button>
          </>
        )}
        {removal ? (
          <Button variant="subtle" color="red" onClick={() => setDialog('remove')}>
            {removal.label}
          </Button>
        ) : null}
      </Group>

      {savedSearch ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('lists.detail.savedSearch')}</Text>
          <Button component={Link} to={paths.searchResults.href(list.queryData ?? '{}')}>
            {t('lists.detail.run')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" data-print="hide">
            <Title order={2} size="h3">
              {t('lists.col.trees')}
            </Title>
            <LightNativeSelect
              label={t('lists.sort.label')}
              data={SORTS.map((option) => ({ value: option.value, label: t(option.label) }))}
              value={sort}
              onChange={(event) => onSortChange(event.currentTarget.value as '' | TreeSort)}
            />
          </Group>
          <ListSite list={list} />
          <ListTrees list={list} entries={list.trees} reorderable={sort === ''} />
        </Stack>
      )}

      <ListDialogs list={list} dialog={dialog} onDialogClose={() => setDialog(null)} copy={copy} setCopy={setCopy} />
    </Stack>
  );
}

function Facts({ label, values }: { label: string; values: readonly string[] }) {
  if (!values.length) return null;
  return (
    <Text size="sm" className={classes.userText}>
      <Text span fw={600} size="sm">
        {label}
      </Text>{' '}
      {values.join(', ')}
    </Text>
  );
}

type ListDialog = 'edit' | 'collaborators' | 'remove' | null;

/** The list's dialogs, each mounted (and its code fetched) the first time it opens. */
function ListDialogs(props: {
  list: ListDetail;
  dialog: ListDialog;
  onDialogClose: () => void;
  copy: ListSummary | null;
  setCopy: (copy: ListSummary | null) => void;
}) {
  const { list, dialog, onDialogClose, copy, setCopy } = props;
  const navigate = useNavigate();
  const removeList = useRemoveList();
  const editOpened = useOpenedOnce(dialog === 'edit');
  const collaboratorsOpened = useOpenedOnce(dialog === 'collaborators');
  const removeOpened = useOpenedOnce(dialog === 'remove');
  const copyOpened = useOpenedOnce(copy !== null);
  const t = useT();
  return (
    <Suspense fallback={null}>
      {editOpened ? <ListFormModal opened={dialog === 'edit'} list={list} onClose={onDialogClose} /> : null}
      {collaboratorsOpened ? (
        <CollaboratorsModal opened={dialog === 'collaborators'} list={list} onClose={onDialogClose} />
      ) : null}
      {copyOpened ? (
        <ListFormModal
          opened={copy !== null}
          list={copy}
          title={t('lists.detail.editCopy')}
          messages={{ saved: LIST_CLIENT_MESSAGES.duplicated, failed: LIST_CLIENT_MESSAGES.editAfterDuplicateFailed }}
          onSaved={(saved) => navigate(paths.list.href(saved.id))}
          onClose={() => {
            if (copy) navigate(paths.list.href(copy.id));
            setCopy(null);
          }}
        />
      ) : null}
      {removeOpened ? (
        <RemoveListConfirm
          list={dialog === 'remove' ? list : null}
          onConfirm={async (how) => {
            if (await removeList(list, how)) navigate(paths.myLists.href());
          }}
          onClose={onDialogClose}
        />
      ) : null}
    </Suspense>
  );
}
