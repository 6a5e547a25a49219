import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/tree';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { loadActiveSite, WHY_NOT_PARAM } from '@/lib/site-url';

/**
 * "Why not?" on a tree's page, when a site is active in this tab (the last site searched on /site,
 * kept in session storage: the tree's address stays the tree's). Opens /site with the answer.
 */
export function WhyNotLink({ treeId }: { treeId: number }) {
  const [hydrated, t] = [useHydrated(), useT()];
  const site = hydrated ? loadActiveSite() : null;
  if (!site) return null;
  const params = new URLSearchParams(site);
  params.set(WHY_NOT_PARAM, String(treeId));
  return (
    <Button component={Link} to={paths.site.href(params.toString())} variant="default" size="sm" data-print="hide">
      {t('tree.whyNotSite')}
    </Button>
  );
}
