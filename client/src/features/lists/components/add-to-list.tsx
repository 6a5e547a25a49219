import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { Button, Loader, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { useViewer } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useAddTreesToList, useMyLists } from '../hooks/use-lists';
import { LIST_CLIENT_MESSAGES } from '../list-rules';
import { ListFormModal } from './list-form-modal';

type AddToListProps = {
  treeIds: number[];
  /** How the toasts name the tree(s): 'Quercus agrifolia', '3 trees'. */
  treeLabel: string;
  size?: 'xs' | 'sm';
};

/**
 * "Add to list" (signed in only, spec §6): a menu of the lists the viewer may add trees to (theirs
 * and those they collaborate on; not saved searches), or a new list made on the spot.
 */
export function AddToList({ treeIds, treeLabel, size = 'xs' }: AddToListProps) {
  const viewer = useViewer();
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  const { lists, loading } = useMyLists(false, { skip: !opened });
  const { add } = useAddTreesToList();
  if (!viewer) return null;

  const addTo = (list: { id: number; name: string }) => {
    if (!treeIds.length) {
      void notify({ message: LIST_CLIENT_MESSAGES.singleTree, color: 'red' });
      return;
    }
    void add(list, treeIds, treeLabel);
  };
  const targets = (lists ?? []).filter((list) => list.type !== 'Saved Search');

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-start" withinPortal shadow="md">
        <Menu.Target>
          <Button size={size} variant="light" aria-label={`Add ${treeLabel} to a list`}>
            Add to list
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Your lists">
          <Menu.Label>Add {treeLabel} to…</Menu.Label>
          {loading && !lists ? (
            <Menu.Item disabled leftSection={<Loader size="xs" />}>
              Loading your lists
            </Menu.Item>
          ) : null}
          {lists && !targets.length ? (
            <Text size="xs" c="dimmed" px="sm" py={4}>
              You have no lists to add trees to yet.
            </Text>
          ) : null}
          {targets.map((list) => (
            <Menu.Item key={list.id} onClick={() => addTo(list)}>
              {list.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setCreating(true)}>New list…</Menu.Item>
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
