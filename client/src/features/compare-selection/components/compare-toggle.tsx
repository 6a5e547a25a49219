import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import 'virtual:icu-messages/compare';
import { useT } from '@/i18n/i18n';
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
  const [selection, t] = [useCompareSelection(), useT()];
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
        aria-label={t(picked ? 'compare.removeLabel' : 'compare.addLabel', { name: treeName })}
      >
        {picked ? t('compare.inComparison') : t('compare.pick')}
      </Button>
      {count >= COMPARE_MIN ? (
        <Button component={Link} to={paths.compare.href(selection.ids)} variant="light">
          {t('compare.openTrees', { count })}
        </Button>
      ) : null}
      {blocked ? (
        <Text size="sm" c="dimmed">
          {t('compare.upToCompared', { max: COMPARE_MAX })}
        </Text>
      ) : picked && count < COMPARE_MIN ? (
        <Text size="sm" c="dimmed">
          {t('compare.another')}
        </Text>
      ) : null}
    </Group>
  );
}
