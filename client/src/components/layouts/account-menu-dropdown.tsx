import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Viewer } from '@/lib/auth';
import { logout } from '@/lib/session-check';
import { accountMenuLabel, accountNavEntries } from './account-nav';
import { menuTriggerProps } from './header-buttons';

type AccountMenuDropdownProps = {
  viewer: Viewer;
  /** Open as soon as mounted (the visitor activated the placeholder this replaces). */
  openOnMount?: boolean;
};

/** The signed-in menu (Mantine Menu), loaded on first use by AccountMenu. */
export default function AccountMenuDropdown({ viewer, openOnMount }: AccountMenuDropdownProps) {
  const client = useApolloClient();
  const targetRef = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(false);

  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    targetRef.current?.focus();
    targetRef.current?.click();
  }, [openOnMount]);

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button ref={targetRef} {...menuTriggerProps} variant="light" color="forest" c={undefined}>
          {accountMenuLabel(viewer)}
          <VisuallyHidden> account menu</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {accountNavEntries(viewer).map((entry) =>
          'to' in entry ? (
            <Menu.Item key={entry.label} component={Link} to={entry.to}>
              {entry.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.label} onClick={() => void logout(client)}>
              {entry.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
