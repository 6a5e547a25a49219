import { Button, Menu } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { menuTriggerProps } from './header-buttons';
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

/** A header dropdown (Mantine Menu). Loaded on demand by DeferredHeaderMenu. */
export default function HeaderMenu({ menu, openOnMount }: HeaderMenuProps) {
  const targetRef = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(false);

  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    // Focus our own trigger first, then open it as the visitor did: the menu then returns focus to
    // this button on close (the placeholder that was clicked no longer exists).
    targetRef.current?.focus();
    targetRef.current?.click();
  }, [openOnMount]);

  return (
    <Menu position="bottom-end" shadow="md" width={280}>
      <Menu.Target>
        <Button ref={targetRef} {...menuTriggerProps}>
          {menu.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.items.map((item) => (
          <MenuEntry key={item.label} item={item} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
