import { VisuallyHidden } from '@mantine/core';
import { lazy } from 'react';
import { QueueCountBadge } from './queue-count-badge';
import { useViewer } from '@/lib/auth';
import { accountMenuLabel } from './account-nav';
import { DeferredMenu } from './deferred-menu';
import { LoginButton } from './header-buttons';

const loadAccountMenuDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(loadAccountMenuDropdown);

/** The header's login menu: LOGIN for visitors, the account menu once signed in (spec §2). */
export function AccountMenu() {
  const viewer = useViewer();
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
      {accountMenuLabel(viewer)}
      <QueueCountBadge />
      <VisuallyHidden> account menu</VisuallyHidden>
    </DeferredMenu>
  );
}
