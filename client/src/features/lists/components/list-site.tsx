import '@mantine/core/styles/Input.layer.css';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { LightNativeSelect } from '@/components/ui/light-native-select';
import { useState } from 'react';
import 'virtual:icu-messages/lists';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SetListSiteDocument, SitesForListDocument } from '@/features/lists/generated/graphql';
import { siteInputOfQuery } from '@/lib/site-input';
import { loadActiveSite } from '@/lib/site-url';
import { useLengthDisplay } from '@/lib/length-display';
import { siteInWords } from '@/lib/site-words';
import { useViewer } from '@/lib/auth';
import { useMutation } from '@/lib/graphql/use-mutation';
import { useQuery } from '@/lib/graphql/use-query';
import { useT } from '@/i18n/i18n';
import { withListToast } from '../hooks/list-outcome';
import type { ListDetail } from '../hooks/use-lists';
import classes from './lists.module.css';

const ACTIVE = 'active';

/** The sites a list can be tied to: My Sites, and the site last searched in this tab. */
function useSiteChoices(enabled: boolean) {
  const lengths = useLengthDisplay();
  const t = useT();
  const { data } = useQuery(SitesForListDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  const active = enabled ? loadActiveSite() : null;
  const readable = (siteQuery: string) => siteInWords(siteQuery, null, { lengths, t });
  return [
    ...(active
      ? [{ value: ACTIVE, label: t('lists.site.lastSearched', { site: readable(active) }), query: active }]
      : []),
    ...(data?.mySites ?? []).map((site) => ({ value: String(site.id), label: site.name, query: site.siteQuery })),
  ];
}

/** Ties the list to a site (a query) or unties it (null), with the outcome's toast. */
function useTieSite(list: Pick<ListDetail, 'id' | 'version'>) {
  const t = useT();
  const [mutate, { loading }] = useMutation(SetListSiteDocument, { refetchQueries: ['ListDetail'] });
  const tie = (siteQuery: string | null) =>
    withListToast(
      () =>
        mutate({
          variables: { listId: list.id, site: siteQuery ? siteInputOfQuery(siteQuery) : null, version: list.version },
        }),
      () => (siteQuery ? t('lists.site.tied') : t('lists.site.untied')),
      t('lists.site.failed'),
    );
  return { tie, loading };
}

/**
 * A list's planting site (issue 22.5): everyone who sees the list sees which site it is tied to
 * (and each tree's fit against it, list-trees.tsx); its owner and collaborators tie or untie it.
 */
export function ListSite({ list }: { list: Pick<ListDetail, 'id' | 'siteQuery' | 'version' | 'canEdit'> }) {
  const viewer = useViewer();
  const editable = list.canEdit && viewer !== null;
  const [choices, lengths, t] = [useSiteChoices(editable), useLengthDisplay(), useT()];
  const [picked, setPicked] = useState('');
  const { tie, loading } = useTieSite(list);
  const choice = choices.find((option) => option.value === picked) ?? choices[0];
  if (!list.siteQuery && !editable) return null;
  return (
    <Stack
      gap={6}
      className={classes.siteBox}
      data-print="hide"
      aria-label={t('lists.site.region')}
      component="section"
    >
      {list.siteQuery ? (
        <Text size="sm">
          {t.rich('lists.site.tiedTo', {
            site: (
              <Anchor key="site" component={Link} to={paths.site.href(list.siteQuery)} underline="always">
                {siteInWords(list.siteQuery, null, { lengths, t })}
              </Anchor>
            ),
          })}
        </Text>
      ) : (
        <Text size="sm">{t('lists.site.none')}</Text>
      )}
      {editable ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          {choices.length ? (
            <>
              <LightNativeSelect
                label={t('lists.site.site')}
                data={choices.map(({ value, label }) => ({ value, label }))}
                value={choice?.value ?? ''}
                onChange={(event) => setPicked(event.currentTarget.value)}
                className={classes.siteSelect}
              />
              <Button size="xs" loading={loading} onClick={() => choice && void tie(choice.query)}>
                {t('lists.site.tie')}
              </Button>
            </>
          ) : (
            <Anchor component={Link} to={paths.site.href()} size="sm">
              {t('lists.site.describeFirst')}
            </Anchor>
          )}
          {list.siteQuery ? (
            <Button size="xs" variant="default" loading={loading} onClick={() => void tie(null)}>
              {t('lists.site.untie')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
