import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon, HeartIcon } from '@/components/ui/icons';
import { AUTH_MODAL_HASH, paths } from '@/config/paths';
import type { Viewer } from '@/lib/auth';
import { accountMenuLabel } from './account-nav';

/** Look of a header menu's trigger, shared by the placeholder and the real Mantine Menu target. */
export const menuTriggerProps = {
  variant: 'subtle',
  color: 'gray',
  c: 'dark.7',
  rightSection: <ChevronDownIcon />,
} satisfies ButtonProps;

/**
 * The account menu's trigger stands out from the link menus (on top of menuTriggerProps); `c:
 * undefined` drops their dark text so the light variant's own colour shows.
 */
export const accountTriggerProps = { variant: 'light', color: 'forest', c: undefined } satisfies ButtonProps;

/** The account menu's trigger text: the first name, announced as the account menu. */
export function AccountTriggerLabel({ viewer }: { viewer: Viewer }) {
  return (
    <>
      {accountMenuLabel(viewer)}
      <VisuallyHidden> account menu</VisuallyHidden>
    </>
  );
}

type ActionButtonProps = { fullWidth?: boolean; onClick?: () => void };

/** LOGIN opens the login dialog (the #auth_modal hash) on top of the current page. */
export function LoginButton({ fullWidth, onClick }: ActionButtonProps) {
  const location = useLocation();
  const target = { pathname: location.pathname, search: location.search, hash: AUTH_MODAL_HASH };
  return (
    <Button component={Link} to={target} variant="outline" fullWidth={fullWidth} onClick={onClick}>
      LOGIN
    </Button>
  );
}

export function DonateButton({ fullWidth, onClick }: ActionButtonProps) {
  return (
    <Button
      component={Link}
      to={paths.donation.href()}
      color="bark"
      leftSection={<HeartIcon />}
      fullWidth={fullWidth}
      onClick={onClick}
    >
      Donate
    </Button>
  );
}
