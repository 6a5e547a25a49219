import { Anchor } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AUTH_MODAL_HASH } from '@/config/paths';
import 'virtual:icu-messages/site';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { withStyles } from '@/lib/all-styles';

/** The popover's code (Mantine Popover, its positioning engine) off a visitor's page. */
const SaveSitePopover = lazy(() => withStyles(import('./save-site-popover')));

/**
 * "Save this site" (signed in): a name, then the site is in My Sites (save-site-popover.tsx, fetched
 * the first time a signed-in viewer's page shows the button). Others are offered the login.
 */
export function SaveSite({ siteQuery }: { siteQuery: string }) {
  const viewer = useViewer();
  const location = useLocation();
  const t = useT();
  if (!viewer) {
    return (
      <Anchor component={Link} to={{ ...location, hash: AUTH_MODAL_HASH }} size="sm">
        {t('site.save.login')}
      </Anchor>
    );
  }
  return (
    <Suspense fallback={null}>
      <SaveSitePopover siteQuery={siteQuery} />
    </Suspense>
  );
}
