import { VisuallyHidden } from '@mantine/core';
import { lazy } from 'react';
import { QueueCountBadge } from './queue-count-badge';
import { useViewer } from '@/lib/auth';
import { useT } from '@/i18n/i18n';
import { DeferredMenu } from './deferred-menu';
import { LoginButton } from './header-buttons';
import { withClient } from '@/lib/graphql/client-loader';

const loadAccountMenuDropdown = () => withClient(import('./account-menu-dropdown'));
const AccountMenuDropdown = lazy(loadAccountMenuDropdown);

/**
 * The header's login menu: LOGIN for visitors, the account menu once signed in (spec §2), named by
 * the user's first name (ACCOUNT without one). Its entries (account-nav.ts) load with the menu.
 */
export function AccountMenu() {
  const viewer = useViewer();
  const t = useT();
  if (!viewer) return <LoginButton />;
  // Like the other header menus, its code (Mantine Menu) stays off the first page until used. It
  // stands out from them: the light forest button (c={undefined} drops their dark text colour).
  return (
    <DeferredMenu
      key={viewer.id}
      variant="light"
      color="forest"
      c={undefined}
      load={loadAccountMenuDropdown}
      menu={(trigger) => <AccountMenuDropdown viewer={viewer} trigger={trigger} />}
    >
      {viewer.firstName.trim() || t('account.fallbackName')}
      <QueueCountBadge />
      <VisuallyHidden> {t('header.accountMenu')}</VisuallyHidden>
    </DeferredMenu>
  );
}
