import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LightTable } from '@/components/ui/light-table';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useWhyNot } from '../hooks/use-site';
import { SiteNotes } from '@/components/ui/site-notes';
import { useT } from '@/i18n/i18n';
import { useLengthDisplay } from '@/lib/length-display';
import type { WhyNotQuery } from '../generated/graphql';
import { constraintLabel, failureText, failureValues, type SiteWording } from '../site-texts';
import { Fragment, type ReactNode } from 'react';
import classes from './site.module.css';

type WhyNotProps = {
  siteQuery: string;
  /** The tree asked about (the address's why_not), or null. */
  treeId: number | null;
  onTree: (treeId: number | null) => void;
  /** The tree name box (composed by the route: the search feature's suggestions). */
  namePicker: (onTree: (treeId: number) => void) => ReactNode;
};

type Failed = WhyNotQuery['whyNot']['failed'][number];

/** The failed constraints with the tree's and the site's values, in the page's words. */
function FailedTable({ failed: rows, wording }: { failed: readonly Failed[]; wording: SiteWording }) {
  const { t } = wording;
  return (
    <LightTable className={classes.whyTable} withTableBorder>
      <LightTable.Thead>
        <LightTable.Tr>
          <LightTable.Th scope="col">{t('site.whyNot.constraint')}</LightTable.Th>
          <LightTable.Th scope="col">{t('site.whyNot.tree')}</LightTable.Th>
          <LightTable.Th scope="col">{t('site.whyNot.site')}</LightTable.Th>
        </LightTable.Tr>
      </LightTable.Thead>
      <LightTable.Tbody>
        {rows.map((failed) => {
          const values = failureValues(failed, wording);
          return (
            <LightTable.Tr key={failed.constraint}>
              <LightTable.Th scope="row">{constraintLabel(t, failed.constraint)}</LightTable.Th>
              <LightTable.Td>{values.tree}</LightTable.Td>
              <LightTable.Td>{values.site}</LightTable.Td>
            </LightTable.Tr>
          );
        })}
      </LightTable.Tbody>
    </LightTable>
  );
}

type Answer = WhyNotQuery['whyNot'];

/** The tree asked about, whether it fits, and the way to close the answer. */
function WhyNotHeading({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const t = useT();
  const tree = (
    <Fragment key="tree">
      <Anchor component={Link} to={paths.treeDetail.href(answer.treeId)} fs="italic">
        {answer.scientificName}
      </Anchor>
      {answer.commonName ? ` (${answer.commonName})` : ''}
    </Fragment>
  );
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Title order={3} size="h4" style={{ minWidth: 0 }}>
        {t.rich(answer.fits ? 'site.whyNot.fits' : 'site.whyNot.notFits', { tree })}
      </Title>
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ flex: 'none' }}
        onClick={onClose}
        aria-label={t('site.whyNot.closeLabel')}
      >
        {t('site.whyNot.close')}
      </Button>
    </Group>
  );
}

function WhyNotAnswer({ siteQuery, treeId, onClose }: { siteQuery: string; treeId: number; onClose: () => void }) {
  const { answer, loading, failure } = useWhyNot(siteQuery, treeId);
  const wording = { t: useT(), lengths: useLengthDisplay() };
  const { t } = wording;
  if (loading && !answer) return <Loader size="sm" aria-label={t('site.whyNot.checking')} />;
  if (failure || !answer) return <Text role="alert">{failure ?? t('site.whyNot.failed')}</Text>;
  return (
    <Stack gap="xs" aria-live="polite">
      <WhyNotHeading answer={answer} onClose={onClose} />
      {answer.failed.length ? (
        <>
          <SiteNotes
            kind="failed"
            notes={answer.failed.map((f) => failureText(f.text, f.message, wording))}
            label={t('site.whyNot.failedLabel')}
          />
          <FailedTable failed={answer.failed} wording={wording} />
        </>
      ) : null}
      <SiteNotes
        kind="unknown"
        notes={answer.unknown.map((constraint) => constraintLabel(t, constraint))}
        label={t('site.whyNot.unknownLabel')}
      />
      {answer.alternatives.length ? (
        <Stack gap={4}>
          <Text fw={700}>{t('site.whyNot.alternatives')}</Text>
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
  const t = useT();
  return (
    <Card withBorder padding="sm" className={classes.noPrint} component="section" aria-label={t('site.whyNot.label')}>
      <Stack gap="sm">
        {namePicker(onTree)}
        {treeId ? <WhyNotAnswer siteQuery={siteQuery} treeId={treeId} onClose={() => onTree(null)} /> : null}
      </Stack>
    </Card>
  );
}
