import '@mantine/core/styles/Input.layer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SetListSiteDocument, SitesForListDocument } from '@/features/lists/generated/graphql';
import { siteInputOfQuery } from '@/lib/site-input';
import { loadActiveSite } from '@/lib/site-url';
import { useLengthDisplay } from '@/lib/length-display';
import { siteInWords } from '@/lib/site-words';
import { useViewer } from '@/lib/auth';
import { withListToast } from '../hooks/list-outcome';
import type { ListDetail } from '../hooks/use-lists';
import classes from './lists.module.css';

const ACTIVE = 'active';

/** The sites a list can be tied to: My Sites, and the site last searched in this tab. */
function useSiteChoices(enabled: boolean) {
  const lengths = useLengthDisplay();
  const { data } = useQuery(SitesForListDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  const active = enabled ? loadActiveSite() : null;
  const readable = (siteQuery: string) => siteInWords(siteQuery, null, { lengths });
  return [
    ...(active ? [{ value: ACTIVE, label: `The site I last searched (${readable(active)})`, query: active }] : []),
    ...(data?.mySites ?? []).map((site) => ({ value: String(site.id), label: site.name, query: site.siteQuery })),
  ];
}

/**
 * A list's planting site (issue 22.5): everyone who sees the list sees which site it is tied to
 * (and each tree's fit against it, list-trees.tsx); its owner and collaborators tie or untie it.
 */
export function ListSite({ list }: { list: Pick<ListDetail, 'id' | 'siteQuery' | 'version' | 'canEdit'> }) {
  const viewer = useViewer();
  const editable = list.canEdit && viewer !== null;
  const [choices, lengths] = [useSiteChoices(editable), useLengthDisplay()];
  const [picked, setPicked] = useState('');
  const [mutate, { loading }] = useMutation(SetListSiteDocument, { refetchQueries: ['ListDetail'] });
  const choice = choices.find((option) => option.value === picked) ?? choices[0];
  const tie = (siteQuery: string | null) =>
    withListToast(
      () =>
        mutate({
          variables: { listId: list.id, site: siteQuery ? siteInputOfQuery(siteQuery) : null, version: list.version },
        }),
      () => (siteQuery ? 'The list is tied to the site' : 'The list is no longer tied to a site'),
      'Failed to change the list’s site',
    );
  if (!list.siteQuery && !editable) return null;
  return (
    <Stack
      gap={6}
      className={classes.siteBox}
      data-print="hide"
      aria-label="The list’s planting site"
      component="section"
    >
      {list.siteQuery ? (
        <Text size="sm">
          Tied to the site{' '}
          <Anchor component={Link} to={paths.site.href(list.siteQuery)} underline="always">
            {siteInWords(list.siteQuery, null, { lengths })}
          </Anchor>
          : each tree shows its fit, reasons and warnings for it.
        </Text>
      ) : (
        <Text size="sm">Tie this list to a planting site to see how each of its trees fits it.</Text>
      )}
      {editable ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          {choices.length ? (
            <>
              <NativeSelect
                label="Site"
                size="xs"
                data={choices.map(({ value, label }) => ({ value, label }))}
                value={choice?.value ?? ''}
                onChange={(event) => setPicked(event.currentTarget.value)}
                className={classes.siteSelect}
              />
              <Button size="xs" loading={loading} onClick={() => choice && void tie(choice.query)}>
                Tie to this site
              </Button>
            </>
          ) : (
            <Anchor component={Link} to={paths.site.href()} size="sm">
              Describe a site first
            </Anchor>
          )}
          {list.siteQuery ? (
            <Button size="xs" variant="default" loading={loading} onClick={() => void tie(null)}>
              Untie
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
