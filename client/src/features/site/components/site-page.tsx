import { useDebouncedValue } from '@mantine/hooks';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import 'virtual:icu-messages/site';
import { useT } from '@/i18n/i18n';
import type { ApolloClient } from '@apollo/client';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { warmQuery } from '@/lib/graphql/warm-query';
import { siteOptionsQuery, siteRecommendationsQuery, useSiteOptions, useSiteRecommendations } from '../hooks/use-site';
import { useLengthDisplay } from '@/lib/length-display';
import {
  isSiteReady,
  readSite,
  siteQueryOf,
  storeActiveSite,
  WHY_NOT_PARAM,
  type SiteForm as SiteFormValues,
} from '@/lib/site-url';
import { SaveSite } from './save-site';
import type { SiteResult } from './site-card';
import { SiteForm } from './site-form';
import { SiteResults } from './site-results';
import { useSiteZipZone } from './site-zip-zone';
import { isSiteSearchable, siteFieldErrors } from '../site-field-errors';
import { WhyNot } from './why-not';
import classes from './site.module.css';

/** How long typing pauses before the count and results are asked for. */
export const SITE_DEBOUNCE_MS = 350;
/** The results page in the address (the site's own inputs are the rest of the query). */
export const PAGE_PARAM = 'page';

/** The results page the address names (1 unless a later one). */
const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get(PAGE_PARAM)) || 1);

/**
 * Before hydration (app/router.tsx WarmUp): the form's vocabularies and the address's site's page of
 * trees, as SitePage's first render asks them (the site as the address has it, not debounced yet).
 */
export function warmSitePage(client: ApolloClient, params: URLSearchParams) {
  warmQuery(client, siteOptionsQuery);
  const site = readSite(params);
  if (isSiteSearchable(site)) warmQuery(client, siteRecommendationsQuery(siteQueryOf(site), pageOf(params)));
}

/** The address of a site, with the page's own extras (a why-not tree, a results page) kept when asked. */
function paramsOf(site: SiteFormValues, extras: Record<string, string | null>): URLSearchParams {
  const params = new URLSearchParams(siteQueryOf(site));
  for (const [key, value] of Object.entries(extras)) if (value) params.set(key, value);
  return params;
}

/** The form's own address writes: they replace the history entry and are marked as the form's. */
const FROM_FORM = { replace: true, state: { siteForm: true } } as const;

/**
 * The form's values, held here and written to the address. The router applies a navigation in a
 * transition, so a form read back from the address lags it: a checkbox ticked would be put back
 * until the navigation lands, and a second tick before then would be computed from the stale address
 * and drop the first. The address is read again only when something else changes it (a link to
 * another site, the header's entry), never on the form's own writes.
 */
function useFormSite(params: URLSearchParams) {
  const location = useLocation();
  const [value, set] = useState(() => readSite(params));
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    // A new location: the form follows it unless the form wrote it (React's "adjust state on a prop change").
    setSeenKey(location.key);
    if ((location.state as { siteForm?: boolean } | null)?.siteForm !== true) set(readSite(params));
  }
  return { value, set };
}

/**
 * /site (issue 22.7): the site form, the live count, ranked cards and "Why not?". Every input is
 * in the address at once (replacing the history entry while typing), so the address is the site.
 */
type SitePageProps = {
  /** The route's compositions from other features: card actions, the compare bar, the tree name box. */
  cardActions?: (result: SiteResult) => ReactNode;
  footer?: ReactNode;
  namePicker: (onTree: (treeId: number) => void) => ReactNode;
};

/**
 * The site as asked for: the query once typing pauses (none while the ZIP is short or the shared
 * rules refuse a field: its field says what is wrong), the answer, the ZIP's zone and each field's error.
 */
function useSiteSearch(site: SiteFormValues, query: string, page: number) {
  const searchable = isSiteSearchable(site);
  const [debouncedQuery] = useDebouncedValue(searchable ? query : '', SITE_DEBOUNCE_MS);
  const answer = useSiteRecommendations(debouncedQuery, page);
  const zipZone = useSiteZipZone(site.zip);
  const [t, lengths] = [useT(), useLengthDisplay()];
  const errors = siteFieldErrors({
    site,
    zipMissing: zipZone.status === 'missing',
    // The server's refusal names fields of the site it was asked about, not of one typed since.
    refused: debouncedQuery === query ? answer.refusedFields : {},
    t,
    lengths,
  });

  useEffect(() => {
    if (searchable) storeActiveSite(query);
  }, [searchable, query]);
  return { debouncedQuery, answer, zipZone, errors, hasErrors: Object.keys(errors).length > 0 };
}

/** The page's title and what it does. */
function SiteHeading() {
  const t = useT();
  return (
    <>
      <ScreenTitle name="titles.site" />
      <Stack gap={4} maw={760}>
        <Title order={1}>{t('site.title')}</Title>
        <Text>{t('site.intro')}</Text>
      </Stack>
    </>
  );
}

/** Before a five-digit ZIP: what to type, and the way to the characteristics search. */
function SitePrompt() {
  const t = useT();
  return (
    <Text role="status">
      {t.rich('site.prompt', {
        link: (
          <Anchor key="link" component={Link} to={paths.searchByCharacteristics.href()}>
            {t('site.promptLink')}
          </Anchor>
        ),
      })}
    </Text>
  );
}

export function SitePage({ cardActions, footer, namePicker }: SitePageProps) {
  const [params, setParams] = useSearchParams();
  const site = useFormSite(params);
  const query = siteQueryOf(site.value);
  const ready = isSiteReady(site.value);
  const whyNotId = Number(params.get(WHY_NOT_PARAM)) || null;
  const page = pageOf(params);
  const { debouncedQuery, answer, zipZone, errors, hasErrors } = useSiteSearch(site.value, query, page);
  const [choices, t] = [useSiteOptions(), useT()];

  const update = (next: SiteFormValues) => {
    site.set(next);
    setParams(paramsOf(next, { [WHY_NOT_PARAM]: params.get(WHY_NOT_PARAM) }), FROM_FORM);
  };
  const showWhyNot = (treeId: number | null) =>
    setParams(paramsOf(site.value, { [WHY_NOT_PARAM]: treeId ? String(treeId) : null }), FROM_FORM);
  const pageHref = (next: number) =>
    `${paths.site.href(paramsOf(site.value, { [PAGE_PARAM]: next > 1 ? String(next) : null }).toString())}`;

  return (
    <Stack gap="lg" py="md">
      <SiteHeading />
      <div className={classes.layout}>
        {choices ? (
          <SiteForm
            key={choices.goals.length}
            site={site.value}
            choices={choices}
            errors={errors}
            zipZone={zipZone}
            onChange={update}
          />
        ) : (
          <div />
        )}
        <Stack gap="md" style={{ minWidth: 0 }}>
          {!ready ? (
            <SitePrompt />
          ) : hasErrors ? (
            <Text role="status">{t('site.fixFields')}</Text>
          ) : (
            <>
              <Group gap="sm" className={classes.noPrint}>
                <SaveSite siteQuery={query} />
                <Button component={Link} to={paths.sitePrint.href(query)} variant="default">
                  {t('site.printTop')}
                </Button>
              </Group>
              <WhyNot
                siteQuery={debouncedQuery || query}
                treeId={whyNotId}
                onTree={showWhyNot}
                namePicker={namePicker}
              />
              <SiteResults answer={answer} page={page} pageHref={pageHref} cardActions={cardActions} footer={footer} />
            </>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
