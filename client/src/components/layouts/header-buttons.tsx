import { Button, type ButtonProps } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon, HeartIcon } from '@/components/ui/icons';
import { AUTH_MODAL_HASH, paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';

/** Look of a header menu's trigger, shared by the placeholder and the real Mantine Menu target. */
export const menuTriggerProps = {
  variant: 'subtle',
  color: 'gray',
  c: 'dark.7',
  rightSection: <ChevronDownIcon />,
} satisfies ButtonProps;

type ActionButtonProps = { fullWidth?: boolean; onClick?: () => void };

/** LOGIN opens the login dialog (the #auth_modal hash) on top of the current page. */
export function LoginButton({ fullWidth, onClick }: ActionButtonProps) {
  const location = useLocation();
  const t = useT();
  const target = { pathname: location.pathname, search: location.search, hash: AUTH_MODAL_HASH };
  return (
    <Button component={Link} to={target} variant="outline" fullWidth={fullWidth} onClick={onClick}>
      {t('header.login')}
    </Button>
  );
}

export function DonateButton({ fullWidth, onClick }: ActionButtonProps) {
  const t = useT();
  return (
    <Button
      component={Link}
      to={paths.donation.href()}
      color="bark"
      leftSection={<HeartIcon />}
      fullWidth={fullWidth}
      onClick={onClick}
    >
      {t('header.donate')}
    </Button>
  );
}
