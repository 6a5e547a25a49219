import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MenuTrigger } from './deferred-menu';
import { HeaderDropdown } from './header-dropdown';
import { NavItemLabel } from './nav-item-link';
import type { NavItem, NavMenu } from './nav-links';

function MenuEntry({ item }: { item: NavItem }) {
  if (item.to !== undefined) {
    return (
      <Menu.Item component={Link} to={item.to}>
        <NavItemLabel item={item} />
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component="a" href={item.href} target="_blank" rel="noopener noreferrer">
      <NavItemLabel item={item} />
    </Menu.Item>
  );
}

type HeaderMenuProps = {
  menu: NavMenu;
  trigger: MenuTrigger;
};

/** A header link menu. Loaded on demand by DeferredHeaderMenu. */
export default function HeaderMenu({ menu, trigger }: HeaderMenuProps) {
  return (
    <HeaderDropdown trigger={trigger} width={280}>
      {menu.items.map((item) => (
        <MenuEntry key={item.label} item={item} />
      ))}
    </HeaderDropdown>
  );
}
