import '@mantine/core/styles/Table.layer.css';
import { Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useWhyNot } from '../hooks/use-site';
import { SiteNotes } from '@/components/ui/site-notes';
import type { ReactNode } from 'react';
import classes from './site.module.css';

type WhyNotProps = {
  siteQuery: string;
  /** The tree asked about (the address's why_not), or null. */
  treeId: number | null;
  onTree: (treeId: number | null) => void;
  /** The tree name box (composed by the route: the search feature's suggestions). */
  namePicker: (onTree: (treeId: number) => void) => ReactNode;
};

function WhyNotAnswer({ siteQuery, treeId, onClose }: { siteQuery: string; treeId: number; onClose: () => void }) {
  const { answer, loading, failure } = useWhyNot(siteQuery, treeId);
  if (loading && !answer) return <Loader size="sm" aria-label="Checking the tree against the site" />;
  if (failure || !answer) return <Text role="alert">{failure ?? 'This tree could not be checked.'}</Text>;
  return (
    <Stack gap="xs" aria-live="polite">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h4">
          <Anchor component={Link} to={paths.treeDetail.href(answer.treeId)} fs="italic">
            {answer.scientificName}
          </Anchor>
          {answer.commonName ? ` (${answer.commonName})` : ''}
          {answer.fits ? ': fits this site' : ': does not fit this site'}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onClose} aria-label="Close the why-not answer">
          Close
        </Button>
      </Group>
      {answer.failed.length ? (
        <>
          <SiteNotes kind="failed" notes={answer.failed.map((f) => f.message)} label="Why it does not fit" />
          <Table className={classes.whyTable} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Constraint</Table.Th>
                <Table.Th scope="col">The tree</Table.Th>
                <Table.Th scope="col">Your site</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.failed.map((failed) => (
                <Table.Tr key={failed.constraint}>
                  <Table.Th scope="row">{failed.constraint}</Table.Th>
                  <Table.Td>{failed.treeValue}</Table.Td>
                  <Table.Td>{failed.siteValue}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
      <SiteNotes kind="unknown" notes={answer.unknown} label="Not checked (the record lacks the value)" />
      {answer.alternatives.length ? (
        <Stack gap={4}>
          <Text fw={700}>Trees that do fit instead</Text>
          <ul className={classes.alternatives}>
            {answer.alternatives.map((tree) => (
              <li key={tree.treeId}>
                <Anchor component={Link} to={paths.treeDetail.href(tree.treeId)} fs="italic">
                  {tree.scientificName}
                </Anchor>
                {tree.commonName ? ` (${tree.commonName})` : ''}
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** "Why not?" on /site: the name box, and the answer for the tree in the address. */
export function WhyNot({ siteQuery, treeId, onTree, namePicker }: WhyNotProps) {
  return (
    <Card withBorder padding="sm" className={classes.noPrint} component="section" aria-label="Why not?">
      <Stack gap="sm">
        {namePicker(onTree)}
        {treeId ? <WhyNotAnswer siteQuery={siteQuery} treeId={treeId} onClose={() => onTree(null)} /> : null}
      </Stack>
    </Card>
  );
}
