import { lazy } from 'react';
import { useViewer } from '@/lib/auth';
import { AccountTriggerLabel, accountTriggerProps, LoginButton } from './header-buttons';
import { DeferredMenu } from './deferred-menu';

const loadAccountMenuDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(loadAccountMenuDropdown);

/** The header's login menu: LOGIN for visitors, the account menu once signed in (spec §2). */
export function AccountMenu() {
  const viewer = useViewer();
  if (!viewer) return <LoginButton />;
  // Like the other header menus, its code (Mantine Menu) stays off the first page until used.
  return (
    <DeferredMenu
      key={viewer.id}
      {...accountTriggerProps}
      load={loadAccountMenuDropdown}
      menu={<AccountMenuDropdown viewer={viewer} openOnMount />}
    >
      <AccountTriggerLabel viewer={viewer} />
    </DeferredMenu>
  );
}
