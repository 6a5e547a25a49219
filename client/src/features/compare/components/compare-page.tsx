import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { LightAlert } from '@/components/ui/light-alert';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { PageLoader } from '@/components/ui/page-loader';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import 'virtual:icu-messages/comparePage';
import { useT, type MessageKey } from '@/i18n/i18n';
import { COMPARE_MIN } from '@selectree/rules';
import { COMPARE_LIMITS } from '../compare-ids';
import { useCompareTrees, type CompareTree } from '../hooks/use-compare-trees';
import { CompareTable } from './compare-table';
import classes from './compare.module.css';

function Heading({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <ScreenTitle name="titles.compare" />
      <Title order={1}>{t('comparePage.title')}</Title>
      {children}
    </Stack>
  );
}

/** What to show when the address holds no usable comparison (`message`: a key of COMPARE_MESSAGES). */
export function CompareMessage({ message }: { message: MessageKey }) {
  const t = useT();
  return (
    <Stack gap="lg" className={classes.page}>
      <Heading />
      <LightAlert color="bark" title={t('comparePage.nothingYet')}>
        <Text size="sm">{t(message, COMPARE_LIMITS)}</Text>
        <Group mt="sm" gap="sm">
          <Button component={Link} to={paths.home.href()} size="xs" variant="light">
            {t('comparePage.searchTrees')}
          </Button>
        </Group>
      </LightAlert>
    </Stack>
  );
}

type ComparePageProps = {
  ids: number[];
  /** Removes a tree from the comparison (the screen updates the address). */
  onRemove: (id: number) => void;
  /** Actions the screen adds beside Print, given the trees found (e.g. add them to a list). */
  actions?: (treeIds: number[]) => ReactNode;
};

/** /compare?ids=...: the trees side by side. */
export function ComparePage({ ids, onRemove, actions }: ComparePageProps) {
  const { trees, loading, error } = useCompareTrees(ids);
  const t = useT();
  if (loading) return <PageLoader />;
  if (error || !trees) return <ErrorPage />;

  const found = trees.filter((tree): tree is CompareTree => tree !== null);
  const missing = ids.filter((_, index) => trees[index] === null);

  return (
    <Stack gap="lg" className={classes.page}>
      <Heading>
        {/* Only for a comparison: with fewer trees the alert below says what is missing ("1 trees"). */}
        {found.length >= COMPARE_MIN ? (
          <Text c="dimmed">{t('comparePage.sideBySide', { count: found.length })}</Text>
        ) : null}
      </Heading>
      {missing.length ? (
        <LightAlert color="bark" role="status">
          {t('comparePage.missing', { count: missing.length, ids: missing.join(', ') })}
        </LightAlert>
      ) : null}
      {found.length < COMPARE_MIN ? (
        <LightAlert color="bark" title={t('comparePage.nothingYet')}>
          {found[0]
            ? t.rich('comparePage.needsTwoBack', {
                min: COMPARE_MIN,
                tree: (
                  <Anchor component={Link} to={paths.treeDetail.href(found[0].id)}>
                    {found[0].scientificName}
                  </Anchor>
                ),
              })
            : t('comparePage.needsTwo', { min: COMPARE_MIN })}
        </LightAlert>
      ) : (
        <>
          <Group gap="xs" data-print="hide">
            <Button variant="default" size="xs" onClick={() => window.print()}>
              {t('comparePage.print')}
            </Button>
            {actions?.(found.map((tree) => tree.id))}
          </Group>
          <div className={classes.scroller}>
            <CompareTable trees={found} onRemove={found.length > COMPARE_MIN ? onRemove : undefined} />
          </div>
        </>
      )}
    </Stack>
  );
}
