import { Menu } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { QueueCountBadge } from './queue-count-badge';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import type { Viewer } from '@/lib/auth';
import { logout } from '@/lib/session-check';
import { accountNavEntries } from './account-nav';
import type { MenuTrigger } from './deferred-menu';
import { HeaderDropdown } from './header-dropdown';

type AccountMenuDropdownProps = {
  viewer: Viewer;
  trigger: MenuTrigger;
};

/** The signed-in menu (Mantine Menu), loaded on first use by AccountMenu. */
export default function AccountMenuDropdown({ viewer, trigger }: AccountMenuDropdownProps) {
  const client = useApolloClient();
  const t = useT();
  return (
    <HeaderDropdown trigger={trigger} width={220}>
      {accountNavEntries(viewer).map((entry) =>
        'to' in entry ? (
          <Menu.Item key={entry.label} component={Link} to={entry.to}>
            {t(entry.label)}
            {entry.to === paths.editorQueue.href() ? <QueueCountBadge /> : null}
          </Menu.Item>
        ) : (
          <Menu.Item key={entry.label} onClick={() => void logout(client)}>
            {t(entry.label)}
          </Menu.Item>
        ),
      )}
    </HeaderDropdown>
  );
}
