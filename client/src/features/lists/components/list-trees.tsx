import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { TreeImage } from '@/components/ui/tree-image';
import { paths } from '@/config/paths';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { useReorderListTrees } from '../hooks/use-list-editing';
import { useRemoveTreeFromList, type ListDetail, type ListEntry } from '../hooks/use-lists';
import { moveItem } from '../list-order';
import { EntryFields } from './list-entry-text';
import { ListTreeFit } from './list-tree-fit';
import classes from './lists.module.css';

type ListTreesProps = {
  list: Pick<ListDetail, 'id' | 'name' | 'canEdit'>;
  entries: readonly ListEntry[];
  /** Reordering only makes sense in the list's own order (not under a name sort). */
  reorderable: boolean;
};

/** The drag handle's grip (a picture, hidden from screen readers). */
const GRIP = '⋮⋮';

const label = (entry: ListEntry) => entry.card.commonName ?? entry.card.scientificName;
const treeIdsOf = (entries: readonly ListEntry[]) => entries.map((entry) => entry.card.id);

/** Trees shown at first and added by each "Show more" (issue 24): a list of 1,000 renders 100 rows. */
export const LIST_TREES_SHOWN = 100;

/**
 * How many of the list's rows are on the page: the first LIST_TREES_SHOWN, then as many more as
 * asked; all of them on paper (the browser's print, from the Print button or its own menu).
 */
function useShownRows(count: number) {
  const [shown, setShown] = useState(LIST_TREES_SHOWN);
  useEffect(() => {
    const all = () => flushSync(() => setShown(Number.POSITIVE_INFINITY));
    window.addEventListener('beforeprint', all);
    return () => window.removeEventListener('beforeprint', all);
  }, []);
  return {
    shown: Math.min(shown, count),
    more: () => setShown((before) => before + LIST_TREES_SHOWN),
    reveal: (index: number) => setShown((before) => Math.max(before, index + 1)),
  };
}

/**
 * The list's trees, one per row with a thumbnail (also the print layout). Editors reorder them by
 * dragging a row or, from its handle, with the arrow keys; each move is saved as the whole order
 * (the server refuses an order made from a stale list). Quantities (totalled above the list) and
 * notes are edited in place; the print layout keeps each tree's position number and quantity.
 */
export function ListTrees({ list, entries, reorderable }: ListTreesProps) {
  // The order on screen: the server's, or the one just made here while it is being saved.
  const [local, setLocal] = useState({ source: entries, order: entries });
  const order = local.source === entries ? local.order : entries;
  const setOrder = (next: readonly ListEntry[]) => setLocal({ source: entries, order: next });
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const saveOrder = useReorderListTrees();
  const { remove } = useRemoveTreeFromList();
  const canReorder = list.canEdit && reorderable && order.length > 1;
  const rows = useShownRows(order.length);
  const t = useT();

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length) return;
    const previous = order;
    const next = moveItem(order, from, to);
    const moved = order[from];
    setOrder(next);
    rows.reveal(to);
    setAnnouncement(t('lists.trees.moved', { name: label(moved), position: to + 1, count: next.length }));
    requestAnimationFrame(() => handles.current.get(moved.card.id)?.focus());
    const kept = await saveOrder(list.id, treeIdsOf(next), { listName: list.name, basedOn: treeIdsOf(previous) });
    if (!kept) setOrder(previous);
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const target = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: order.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    void move(index, target);
  };

  const dragProps = (index: number) =>
    canReorder
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragging(index);
          },
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            setDropTarget(index);
          },
          onDragEnd: () => {
            setDragging(null);
            setDropTarget(null);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = Number(event.dataTransfer.getData('text/plain'));
            setDragging(null);
            setDropTarget(null);
            if (Number.isInteger(from)) void move(from, index);
          },
        }
      : {};

  if (!order.length) return <Text c="dimmed">{t('lists.trees.none')}</Text>;

  const total = order.reduce((sum, entry) => sum + entry.quantity, 0);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} data-testid="list-total">
        {t('lists.trees.total', { kinds: order.length, total })}
      </Text>
      {canReorder ? (
        <Text size="xs" c="dimmed" className={classes.noPrint}>
          {t('lists.trees.dragHint')}
        </Text>
      ) : null}
      {/* Only <li> rows inside the list (axe `list`): the hint and the announcement sit beside it. */}
      <Stack
        gap="xs"
        component="ol"
        className={classes.entries}
        aria-label={t('lists.trees.label', { name: list.name })}
      >
        {order.slice(0, rows.shown).map((entry, index) => (
          <ListTreeRow
            key={entry.card.id}
            list={list}
            entry={entry}
            index={index}
            count={order.length}
            canReorder={canReorder}
            rowProps={{
              'data-dragging': dragging === index,
              'data-drop-target': dropTarget === index && dragging !== index,
              ...dragProps(index),
            }}
            handleRef={(node) => {
              if (node) handles.current.set(entry.card.id, node);
              else handles.current.delete(entry.card.id);
            }}
            onHandleKey={(event) => onHandleKey(event, index)}
            onMove={(to) => void move(index, to)}
            onRemove={() => void remove(list, { id: entry.card.id, label: label(entry) })}
          />
        ))}
      </Stack>
      {rows.shown < order.length ? <MoreRows shown={rows.shown} count={order.length} onMore={rows.more} /> : null}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

/** "Show 100 more trees" and how many are shown (issue 24). */
function MoreRows({ shown, count, onMore }: { shown: number; count: number; onMore: () => void }) {
  const t = useT();
  return (
    <Group gap="xs" className={classes.noPrint}>
      <Button variant="default" onClick={onMore}>
        {t('lists.trees.showMore', { count: Math.min(LIST_TREES_SHOWN, count - shown) })}
      </Button>
      <Text size="sm" c="dimmed">
        {t('lists.trees.shown', { shown, count })}
      </Text>
    </Group>
  );
}

/** The first photo's "credit · licence" (issue 23.3), as on the result card: on screen and in print. */
function PhotoCredit({ card }: { card: ListEntry['card'] }) {
  const t = useT();
  if (!card.photoLink || !card.photoCredit) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="list-photo-credit">
      {t('lists.trees.photo', { credit: card.photoCredit })}
    </Text>
  );
}

type ListTreeRowProps = {
  list: Pick<ListDetail, 'id' | 'name' | 'canEdit'>;
  entry: ListEntry;
  index: number;
  /** The list's number of trees (all of them, shown or not). */
  count: number;
  canReorder: boolean;
  /** The row's drag state and handlers (data-dragging, data-drop-target, draggable, on…). */
  rowProps: Record<string, unknown>;
  handleRef: (node: HTMLButtonElement | null) => void;
  onHandleKey: (event: KeyboardEvent) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One tree of the list: its handle and position, thumbnail, names, quantity, note, fit and actions. */
function ListTreeRow({
  list,
  entry,
  index,
  count,
  canReorder,
  rowProps,
  handleRef,
  onHandleKey,
  onMove,
  onRemove,
}: ListTreeRowProps) {
  return (
    <li className={classes.entry} {...rowProps}>
      <ListTreeLead
        entry={entry}
        index={index}
        count={count}
        canReorder={canReorder}
        handleRef={handleRef}
        onHandleKey={onHandleKey}
      />
      <TreeImage
        src={entry.card.photoLink ? photoUrl(entry.card.photoLink) : null}
        srcSet={entry.card.photoLink ? photoSrcSet(entry.card.photoLink, entry.card.photoWidths) : undefined}
        sizes="96px"
        alt=""
        width={96}
        height={72}
        loading="lazy"
        className={classes.thumb}
      />
      <Stack gap={2} className={classes.userText}>
        <Anchor component={Link} to={paths.treeDetail.href(entry.card.id)} fw={600} fs="italic">
          {entry.card.scientificName}
        </Anchor>
        {entry.card.commonName ? <Text size="sm">{entry.card.commonName}</Text> : null}
        <PhotoCredit card={entry.card} />
        <EntryFields list={list} entry={entry} />
        {entry.siteFit ? <ListTreeFit fit={entry.siteFit} name={entry.card.scientificName} /> : null}
      </Stack>
      {list.canEdit ? (
        <ListTreeActions
          list={list}
          entry={entry}
          index={index}
          count={count}
          canReorder={canReorder}
          onMove={onMove}
          onRemove={onRemove}
        />
      ) : null}
    </li>
  );
}

/** An editor's buttons on a row: up, down (when the list can be reordered) and Remove. */
function ListTreeActions({
  list,
  entry,
  index,
  count,
  canReorder,
  onMove,
  onRemove,
}: Omit<ListTreeRowProps, 'rowProps' | 'handleRef' | 'onHandleKey'>) {
  const t = useT();
  return (
    <div className={classes.entryActions}>
      {canReorder ? (
        <Group gap={2} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" disabled={index === 0} onClick={() => onMove(index - 1)}>
            <span aria-hidden="true">↑</span>
            <VisuallyHidden>{t('lists.trees.up', { name: label(entry) })}</VisuallyHidden>
          </Button>
          <Button size="compact-xs" variant="subtle" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <span aria-hidden="true">↓</span>
            <VisuallyHidden>{t('lists.trees.down', { name: label(entry) })}</VisuallyHidden>
          </Button>
        </Group>
      ) : null}
      <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
        {/* Named by its own text, so the visible word starts the spoken name (axe label-content-name-mismatch). */}
        {t('lists.collab.remove')}
        <VisuallyHidden>{t('lists.trees.removeFrom', { name: label(entry), list: list.name })}</VisuallyHidden>
      </Button>
    </div>
  );
}

/** A row's lead: the reorder handle (when the list can be reordered) and the position number. */
function ListTreeLead({
  entry,
  index,
  count,
  canReorder,
  handleRef,
  onHandleKey,
}: Pick<ListTreeRowProps, 'entry' | 'index' | 'count' | 'canReorder' | 'handleRef' | 'onHandleKey'>) {
  const t = useT();
  return (
    <div className={classes.lead}>
      {canReorder ? (
        <button
          type="button"
          className={classes.handle}
          ref={handleRef}
          aria-label={t('lists.trees.reorder', { name: label(entry), position: index + 1, count })}
          onKeyDown={onHandleKey}
        >
          <span aria-hidden="true">{GRIP}</span>
        </button>
      ) : null}
      <Text size="sm" c="dimmed" className={classes.position} data-testid="list-position">
        {index + 1}.
      </Text>
    </div>
  );
}
