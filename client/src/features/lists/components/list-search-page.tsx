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
import { ResultsPagination } from '@/components/ui/results-pagination';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { paths } from '@/config/paths';
import { canAccess, useViewer } from '@/lib/auth';
import { useBans, useSearchLists, type ListSummary } from '../hooks/use-lists';
import { formatListDate } from '../list-filters';
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

  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.searchLists" />
      <Title order={1}>Search Tree Lists</Title>
      <Text c="dimmed">
        Street-tree palettes, school planting lists, nursery inventories: lists people have made public.
      </Text>
      <form onSubmit={submit} role="search" aria-label="Search tree lists">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Words"
            placeholder="e.g. street oak"
            value={terms}
            onChange={(event) => setTerms(event.currentTarget.value)}
          />
          <MultiSelect
            label="Regions"
            data={LIST_REGION_GROUPS}
            value={regions}
            onChange={setRegions}
            searchable
            clearable
          />
          <MultiSelect
            label="Categories"
            data={[...LIST_CATEGORIES]}
            value={categories}
            onChange={setCategories}
            clearable
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">Search</Button>
        </Group>
      </form>

      {error && !page ? (
        <Alert color="gray" role="alert" title="Lists could not be searched">
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {page ? (
        <Text fw={600} role="status">
          {page.totalResults === 1 ? '1 list found' : `${page.totalResults} lists found`}
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
      {page && page.totalResults === 0 ? <Text c="dimmed">No lists match. Try fewer words or filters.</Text> : null}
      {page ? (
        <ResultsPagination
          label="List pages"
          activePage={input.activePage ?? 1}
          totalPages={totalPages}
          pageHref={(activePage) => listSearchHref(base, { ...input, activePage })}
        />
      ) : null}
    </Stack>
  );
}

function ListRow({ list, admin }: { list: ListSummary; admin: boolean }) {
  const { banList, banUser } = useBans();
  const [confirming, setConfirming] = useState<'list' | 'owner' | null>(null);
  const owner = `${list.owner.firstName} ${list.owner.lastName}`.trim() || 'a SelecTree user';
  return (
    <li className={classes.entry} style={{ gridTemplateColumns: '1fr auto' }}>
      <Stack gap={2} className={classes.userText}>
        <Group gap="xs">
          <Anchor component={Link} to={paths.list.href(list.id)} fw={600}>
            {list.name}
          </Anchor>
          <Badge size="xs" variant="light">
            {list.type}
          </Badge>
          {list.banned ? (
            <Badge size="xs" color="red">
              List banned
            </Badge>
          ) : null}
          {list.ownerBanned ? (
            <Badge size="xs" color="red">
              Owner banned
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" lineClamp={2}>
          {list.description}
        </Text>
        <Text size="xs" c="dimmed">
          By {owner} · {list.type === 'Saved Search' ? 'saved search' : `${list.treeCount} trees`} · Updated{' '}
          {formatListDate(list.updatedAt as string)}
          {list.regions.length ? ` · ${list.regions.join(', ')}` : ''}
        </Text>
      </Stack>
      {admin ? (
        <Stack gap={4} align="flex-end">
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={() => (list.banned ? void banList(list.id, false) : setConfirming('list'))}
          >
            {list.banned ? 'Unban list' : 'Ban list'}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => (list.ownerBanned ? void banUser(list.owner.id, false) : setConfirming('owner'))}
          >
            {list.ownerBanned ? 'Unban owner' : 'Ban owner'}
          </Button>
          <ConfirmModal
            opened={confirming !== null}
            title={confirming === 'owner' ? `Ban ${owner}?` : `Ban “${list.name}”?`}
            message={
              confirming === 'owner'
                ? `This hides every list of ${owner} from list search and from everyone but ${owner} and their collaborators, and ${owner} can no longer make lists public. You can unban them later.`
                : `This hides “${list.name}” from list search and from everyone but its owner and collaborators. You can unban it later.`
            }
            confirmLabel={confirming === 'owner' ? 'Ban owner' : 'Ban list'}
            onConfirm={() => (confirming === 'owner' ? banUser(list.owner.id, true) : banList(list.id, true))}
            onClose={() => setConfirming(null)}
          />
        </Stack>
      ) : null}
    </li>
  );
}
