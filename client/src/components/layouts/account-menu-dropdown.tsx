import { Menu } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { Viewer } from '@/lib/auth';
import { logout } from '@/lib/session-check';
import { accountNavEntries } from './account-nav';
import { AccountTriggerLabel, accountTriggerProps } from './header-buttons';
import { HeaderDropdown } from './header-dropdown';

type AccountMenuDropdownProps = {
  viewer: Viewer;
  /** Open as soon as mounted (the visitor activated the placeholder this replaces). */
  openOnMount?: boolean;
};

/** The signed-in menu (Mantine Menu), loaded on first use by AccountMenu. */
export default function AccountMenuDropdown({ viewer, openOnMount }: AccountMenuDropdownProps) {
  const client = useApolloClient();
  return (
    <HeaderDropdown
      trigger={<AccountTriggerLabel viewer={viewer} />}
      triggerProps={accountTriggerProps}
      width={220}
      openOnMount={openOnMount}
    >
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
    </HeaderDropdown>
  );
}
