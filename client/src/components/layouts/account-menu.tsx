import { Button, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useViewer, type Viewer } from '@/lib/auth';
import { accountMenuLabel } from './account-nav';
import { LoginButton, menuTriggerProps } from './header-buttons';

const loadAccountMenuDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(loadAccountMenuDropdown);

/**
 * The signed-in menu's trigger. Like the other header menus, its code (Mantine Menu) stays off
 * the first page: a plain button that looks the same until pointed at, focused or activated.
 */
function DeferredAccountMenu({ viewer }: { viewer: Viewer }) {
  const [activated, setActivated] = useState(false);
  const preload = () => {
    void loadAccountMenuDropdown();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActivated(true);
    }
  };
  const placeholder = (
    <Button
      {...menuTriggerProps}
      variant="light"
      color="forest"
      c={undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setActivated(true)}
      onKeyDown={onKeyDown}
    >
      {accountMenuLabel(viewer)}
      <VisuallyHidden> account menu</VisuallyHidden>
    </Button>
  );
  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuDropdown viewer={viewer} openOnMount />
    </Suspense>
  );
}

/** The header's login menu: LOGIN for visitors, the account menu once signed in (spec §2). */
export function AccountMenu() {
  const viewer = useViewer();
  if (!viewer) return <LoginButton />;
  return <DeferredAccountMenu key={viewer.id} viewer={viewer} />;
}
