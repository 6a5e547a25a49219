import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  MultiSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ScreenTitle } from '@/components/ui/screen-title';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { ResultsPagination } from '@/components/ui/results-pagination';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { paths } from '@/config/paths';
import { canAccess, useViewer } from '@/lib/auth';
import { useBans, useSearchLists, type ListSummary } from '../hooks/use-lists';
import { categoryLabel, formatListDate, listTypeLabel } from '../list-filters';
import { LIST_CATEGORIES, LIST_REGION_GROUPS, LIST_SEARCH_PAGE_SIZE } from '../list-rules';
import { listSearchHref, parseListSearch } from '../list-search-url';
import classes from './lists.module.css';

/** /search-lists: public lists by words, regions and categories; 10 a page; site admins ban in place. */
export function ListSearchPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const input = parseListSearch(search);
  const { page, loading, error, refetch } = useSearchLists(input);
  const viewer = useViewer();
  const admin = canAccess(viewer, 'admin');
  const [terms, setTerms] = useState((input.listSearchTerms ?? []).join(' '));
  const [regions, setRegions] = useState<string[]>(input.regions ?? []);
  const [categories, setCategories] = useState<string[]>(input.categories ?? []);
  const base = paths.searchLists.href();
  const totalPages = page ? Math.max(1, Math.ceil(page.totalResults / LIST_SEARCH_PAGE_SIZE)) : 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      listSearchHref(base, { listSearchTerms: terms.split(/\s+/).filter(Boolean), regions, categories, activePage: 1 }),
    );
  };

  const t = useT();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.searchLists" />
      <Title order={1}>{t('lists.search.title')}</Title>
      <Text c="dimmed">{t('lists.search.intro')}</Text>
      <form onSubmit={submit} role="search" aria-label={t('lists.search.form')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('lists.search.words')}
            placeholder={t('lists.search.wordsPlaceholder')}
            value={terms}
            onChange={(event) => setTerms(event.currentTarget.value)}
          />
          <MultiSelect
            label={t('lists.form.regions')}
            data={LIST_REGION_GROUPS.map((group) => ({ group: t(group.label), items: group.items }))}
            value={regions}
            onChange={setRegions}
            searchable
            clearable
          />
          <MultiSelect
            label={t('lists.form.categories')}
            data={LIST_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))}
            value={categories}
            onChange={setCategories}
            clearable
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('lists.search.submit')}</Button>
        </Group>
      </form>

      {error && !page ? (
        <Alert color="gray" role="alert" title={t('lists.search.failed')}>
          <Button size="xs" variant="default" onClick={() => refetch?.()}>
            {t('lists.tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {page ? (
        <Text fw={600} role="status">
          {t('lists.search.found', { count: page.totalResults })}
        </Text>
      ) : null}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={loading && !page}>
        {!page && !error
          ? Array.from({ length: LIST_SEARCH_PAGE_SIZE }, (_, index) => (
              <li key={index}>
                <Skeleton className={classes.placeholderRow} data-testid="list-placeholder" />
              </li>
            ))
          : null}
        {page?.lists.map((list) => (
          <ListRow key={list.id} list={list} admin={admin} />
        ))}
      </Stack>
      {page && page.totalResults === 0 ? <Text c="dimmed">{t('lists.search.none')}</Text> : null}
      {page ? (
        <ResultsPagination
          label={t('lists.search.pages')}
          activePage={input.activePage ?? 1}
          totalPages={totalPages}
          pageHref={(activePage) => listSearchHref(base, { ...input, activePage })}
        />
      ) : null}
    </Stack>
  );
}

/** A site admin's ban and unban buttons for a list and its owner, with the confirmation. */
function BanControls({ list, owner }: { list: ListSummary; owner: string }) {
  const { banList, banUser } = useBans();
  const [confirming, setConfirming] = useState<'list' | 'owner' | null>(null);
  const t = useT();
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onClick={() => (list.banned ? void banList(list.id, false) : setConfirming('list'))}
      >
        {t(list.banned ? 'lists.search.unbanList' : 'lists.search.banList')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={() => (list.ownerBanned ? void banUser(list.owner.id, false) : setConfirming('owner'))}
      >
        {t(list.ownerBanned ? 'lists.search.unbanOwner' : 'lists.search.banOwner')}
      </Button>
      <ConfirmModal
        opened={confirming !== null}
        title={t(confirming === 'owner' ? 'lists.search.banOwnerTitle' : 'lists.search.banListTitle', {
          owner,
          name: list.name,
        })}
        message={
          confirming === 'owner'
            ? t('lists.search.banOwnerText', { owner })
            : t('lists.search.banListText', { name: list.name })
        }
        confirmLabel={t(confirming === 'owner' ? 'lists.search.banOwner' : 'lists.search.banList')}
        onConfirm={() => (confirming === 'owner' ? banUser(list.owner.id, true) : banList(list.id, true))}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

function ListRow({ list, admin }: { list: ListSummary; admin: boolean }) {
  const t = useT();
  const owner = `${list.owner.firstName} ${list.owner.lastName}`.trim() || t('lists.detail.someone');
  return (
    <li className={classes.entry} style={{ gridTemplateColumns: '1fr auto' }}>
      <Stack gap={2} className={classes.userText}>
        <Group gap="xs">
          <Anchor component={Link} to={paths.list.href(list.id)} fw={600}>
            {list.name}
          </Anchor>
          <Badge size="xs" variant="light">
            {listTypeLabel(list.type)}
          </Badge>
          {list.banned ? (
            <Badge size="xs" color="red">
              {t('lists.search.listBanned')}
            </Badge>
          ) : null}
          {list.ownerBanned ? (
            <Badge size="xs" color="red">
              {t('lists.search.ownerBanned')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" lineClamp={2}>
          {list.description}
        </Text>
        <Text size="xs" c="dimmed">
          {t('lists.search.byline', {
            owner,
            trees:
              list.type === 'Saved Search' ? t('lists.savedSearchCount') : t('lists.trees', { count: list.treeCount }),
            date: formatListDate(list.updatedAt as string),
          })}
          {list.regions.length ? ` · ${list.regions.join(', ')}` : ''}
        </Text>
      </Stack>
      {admin ? <BanControls list={list} owner={owner} /> : null}
    </li>
  );
}
