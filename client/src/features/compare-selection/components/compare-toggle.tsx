import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { COMPARE_MAX, COMPARE_MIN, useCompareSelection } from '../use-compare-selection';

type CompareToggleProps = {
  treeId: number;
  /** Who the button is about, for screen readers ("Compare Quercus agrifolia"). */
  treeName: string;
};

/**
 * Adds a tree to (or takes it out of) the compare selection, and links to the comparison once
 * two or more trees are picked.
 */
export function CompareToggle({ treeId, treeName }: CompareToggleProps) {
  const selection = useCompareSelection();
  const picked = selection.has(treeId);
  const blocked = !picked && selection.isFull;
  const count = selection.ids.length;

  return (
    <Group gap="xs" wrap="wrap" data-print="hide">
      <Button
        variant={picked ? 'filled' : 'default'}
        aria-pressed={picked}
        disabled={blocked}
        onClick={() => selection.toggle(treeId)}
        // The name starts with the words on screen (WCAG 2.5.3, label in name).
        aria-label={
          picked
            ? `In comparison: Remove ${treeName} from the comparison`
            : `Compare: Add ${treeName} to the comparison`
        }
      >
        {picked ? 'In comparison ✓' : 'Compare'}
      </Button>
      {count >= COMPARE_MIN ? (
        <Button component={Link} to={paths.compare.href(selection.ids)} variant="light">
          Compare {count} trees
        </Button>
      ) : null}
      {blocked ? (
        <Text size="sm" c="dimmed">
          Up to {COMPARE_MAX} trees can be compared.
        </Text>
      ) : picked && count < COMPARE_MIN ? (
        <Text size="sm" c="dimmed">
          Pick another tree to compare.
        </Text>
      ) : null}
    </Group>
  );
}
