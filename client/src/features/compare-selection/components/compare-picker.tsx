import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LightCheckbox } from '@/components/ui/light-checkbox';
import { paths } from '@/config/paths';
import 'virtual:icu-messages/compare';
import { useT } from '@/i18n/i18n';
import { COMPARE_MAX, COMPARE_MIN, useCompareSelection } from '../use-compare-selection';

/** A result card's "Compare" toggle: picks the tree for /compare (up to COMPARE_MAX trees). */
export function CompareCheckbox({ treeId, treeName }: { treeId: number; treeName: string }) {
  const [selection, t] = [useCompareSelection(), useT()];
  const picked = selection.has(treeId);
  const blocked = !picked && selection.isFull;
  return (
    <LightCheckbox
      label={t('compare.pick')}
      aria-label={t('compare.pickTree', { name: treeName })}
      description={blocked ? t('compare.upTo', { max: COMPARE_MAX }) : undefined}
      checked={picked}
      disabled={blocked}
      size="sm"
      onChange={() => selection.toggle(treeId)}
    />
  );
}

/**
 * "Compare (n)": opens the comparison of the picked trees once 2 to 4 are picked. Shown (in the
 * given container, e.g. a sticky bar) only while at least one tree is picked.
 */
export function CompareLink({ className }: { className?: string }) {
  const [selection, t] = [useCompareSelection(), useT()];
  const count = selection.ids.length;
  const ready = count >= COMPARE_MIN;
  if (count === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" className={className} role="region" aria-label={t('compare.region')}>
      {ready ? (
        <Button component={Link} to={paths.compare.href(selection.ids)}>
          {t('compare.open', { count })}
        </Button>
      ) : (
        <Button disabled>{t('compare.open', { count })}</Button>
      )}
      <Button variant="subtle" onClick={selection.clear}>
        {t('compare.clear')}
      </Button>
      <Text size="sm" c="dimmed">
        {ready
          ? t('compare.picked', { count, max: COMPARE_MAX })
          : t('compare.pickRange', { min: COMPARE_MIN, max: COMPARE_MAX })}
      </Text>
    </Group>
  );
}
