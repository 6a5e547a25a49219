import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { PageLoader } from '@/components/ui/page-loader';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { COMPARE_MIN } from '@selectree/rules';
import { useCompareTrees, type CompareTree } from '../hooks/use-compare-trees';
import { CompareTable } from './compare-table';
import classes from './compare.module.css';

const TITLE = 'Compare Trees';

function Heading({ children }: { children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <ScreenTitle name="titles.compare" />
      <Title order={1}>{TITLE}</Title>
      {children}
    </Stack>
  );
}

/** What to show when the address holds no usable comparison. */
export function CompareMessage({ message }: { message: string }) {
  return (
    <Stack gap="lg" className={classes.page}>
      <Heading />
      <Alert color="bark" variant="light" title="Nothing to compare yet" role="alert">
        <Text size="sm">{message}</Text>
        <Group mt="sm" gap="sm">
          <Button component={Link} to={paths.home.href()} size="xs" variant="light">
            Search for trees
          </Button>
        </Group>
      </Alert>
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
  if (loading) return <PageLoader />;
  if (error || !trees) return <ErrorPage />;

  const found = trees.filter((tree): tree is CompareTree => tree !== null);
  const missing = ids.filter((_, index) => trees[index] === null);

  return (
    <Stack gap="lg" className={classes.page}>
      <Heading>
        <Text c="dimmed">
          {found.length} trees side by side. Share or bookmark this page to come back to the same comparison.
        </Text>
      </Heading>
      {missing.length ? (
        <Alert color="bark" variant="light" role="status">
          {missing.length === 1 ? 'Tree' : 'Trees'} {missing.join(', ')} could not be found and{' '}
          {missing.length === 1 ? 'is' : 'are'} left out.
        </Alert>
      ) : null}
      {found.length < COMPARE_MIN ? (
        <Alert color="bark" variant="light" title="Nothing to compare yet" role="alert">
          A comparison needs at least 2 trees.
          {found[0] ? (
            <>
              {' '}
              Back to{' '}
              <Anchor component={Link} to={paths.treeDetail.href(found[0].id)}>
                {found[0].scientificName}
              </Anchor>
              .
            </>
          ) : null}
        </Alert>
      ) : (
        <>
          <Group gap="xs" data-print="hide">
            <Button variant="default" size="xs" onClick={() => window.print()}>
              Print
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
