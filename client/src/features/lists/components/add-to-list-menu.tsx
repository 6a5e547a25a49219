import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Loader, Menu, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useAddTreesToList, useMyLists } from '../hooks/use-lists';
import { LIST_CLIENT_MESSAGES } from '../list-rules';
import { ListFormModal } from './list-form-modal';
import classes from './lists.module.css';

export type AddToListProps = {
  treeIds: number[];
  /** How the toasts name the tree(s): 'Quercus agrifolia', '3 trees'. */
  treeLabel: string;
  size?: 'xs' | 'sm';
};

/** Lists in the menu before the search box is offered (a few fit at a glance). */
const SEARCH_FROM = 6;

/** The lists whose names have every word of the query. */
function named<T extends { name: string }>(lists: T[], query: string): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return lists.filter((list) => words.every((word) => list.name.toLowerCase().includes(word)));
}

/**
 * "Add to list" (signed in only, spec §6): a menu of the lists the viewer may add trees to (theirs
 * and those they collaborate on; not saved searches), or a new list made on the spot. With many
 * lists a search box filters them by name; the menu stays within the screen (at most the viewport
 * wide, its lists scroll inside it; issue 21.11).
 */
export default function AddToListMenu({ treeIds, treeLabel, size = 'xs' }: AddToListProps) {
  const viewer = useViewer();
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  const [query, setQuery] = useState('');
  const { lists, loading } = useMyLists(false, { skip: !opened });
  const { add } = useAddTreesToList();
  const t = useT();
  if (!viewer) return null;

  const addTo = (list: { id: number; name: string }) => {
    if (!treeIds.length) {
      void notify({ message: LIST_CLIENT_MESSAGES.singleTree, color: 'red' });
      return;
    }
    void add(list, treeIds, treeLabel);
  };
  const targets = (lists ?? []).filter((list) => list.type !== 'Saved Search');
  const shown = named(targets, query);

  return (
    <>
      <Menu
        opened={opened}
        onChange={(open) => {
          setOpened(open);
          if (!open) setQuery('');
        }}
        position="bottom-start"
        withinPortal
        shadow="md"
        middlewares={{ flip: true, shift: { padding: 8 } }}
      >
        <Menu.Target>
          <Button
            size={size}
            variant="light" // The name starts with the words on screen (WCAG 2.5.3, label in name).
            aria-label={t('lists.add.label', { what: treeLabel })}
          >
            {t('lists.add.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('lists.add.yourLists')} className={classes.addMenu}>
          <Menu.Label className={classes.addMenuLabel}>{t('lists.add.to', { what: treeLabel })}</Menu.Label>
          {targets.length >= SEARCH_FROM ? (
            <TextInput
              size="xs"
              mx="xs"
              mb={4}
              placeholder={t('lists.add.search')}
              aria-label={t('lists.add.searchLabel')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              // Typing goes to the box, not to the menu's keyboard navigation.
              onKeyDown={(event) => event.stopPropagation()}
            />
          ) : null}
          {loading && !lists ? (
            <Menu.Item disabled leftSection={<Loader size="xs" />}>
              {t('lists.add.loading')}
            </Menu.Item>
          ) : null}
          {lists && !targets.length ? (
            <Text size="xs" c="dimmed" px="sm" py={4}>
              {t('lists.add.none')}
            </Text>
          ) : null}
          {targets.length && !shown.length ? (
            <Text size="xs" c="dimmed" px="sm" py={4}>
              {t('lists.add.noMatch', { query: query.trim() })}
            </Text>
          ) : null}
          <div className={classes.addMenuLists}>
            {shown.map((list) => (
              <Menu.Item key={list.id} onClick={() => addTo(list)}>
                {list.name}
              </Menu.Item>
            ))}
          </div>
          <Menu.Divider />
          <Menu.Item onClick={() => setCreating(true)}>{t('lists.add.newList')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {creating ? (
        <ListFormModal
          opened
          onClose={() => setCreating(false)}
          onSaved={(list) => {
            if (treeIds.length) void add(list, treeIds, treeLabel);
          }}
        />
      ) : null}
    </>
  );
}
