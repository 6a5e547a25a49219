import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { COMPARE_MAX, COMPARE_MIN, useCompareSelection } from '../use-compare-selection';
import { LightCheckbox } from './light-checkbox';

/** A result card's "Compare" toggle: picks the tree for /compare (up to COMPARE_MAX trees). */
export function CompareCheckbox({ treeId, treeName }: { treeId: number; treeName: string }) {
  const selection = useCompareSelection();
  const picked = selection.has(treeId);
  const blocked = !picked && selection.isFull;
  return (
    <LightCheckbox
      label="Compare"
      aria-label={`Compare ${treeName}`}
      description={blocked ? `Up to ${COMPARE_MAX} trees` : undefined}
      checked={picked}
      disabled={blocked}
      onChange={() => selection.toggle(treeId)}
    />
  );
}

/**
 * "Compare (n)": opens the comparison of the picked trees once 2 to 4 are picked. Shown (in the
 * given container, e.g. a sticky bar) only while at least one tree is picked.
 */
export function CompareLink({ className }: { className?: string }) {
  const selection = useCompareSelection();
  const count = selection.ids.length;
  const ready = count >= COMPARE_MIN;
  if (count === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" className={className} role="region" aria-label="Trees to compare">
      {ready ? (
        <Button component={Link} to={paths.compare.href(selection.ids)}>
          Compare ({count})
        </Button>
      ) : (
        <Button disabled>Compare ({count})</Button>
      )}
      <Button variant="subtle" onClick={selection.clear}>
        Clear
      </Button>
      <Text size="sm" c="dimmed">
        {ready ? `${count} of ${COMPARE_MAX} trees picked.` : `Pick ${COMPARE_MIN} to ${COMPARE_MAX} trees to compare.`}
      </Text>
    </Group>
  );
}
