import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
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
  /** Open as soon as mounted (the visitor activated the placeholder this replaces). */
  openOnMount?: boolean;
};

/** A header link menu. Loaded on demand by DeferredHeaderMenu. */
export default function HeaderMenu({ menu, openOnMount }: HeaderMenuProps) {
  return (
    <HeaderDropdown trigger={menu.label} width={280} openOnMount={openOnMount}>
      {menu.items.map((item) => (
        <MenuEntry key={item.label} item={item} />
      ))}
    </HeaderDropdown>
  );
}
