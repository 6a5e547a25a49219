import { Button } from '@mantine/core';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { menuTriggerProps } from './header-buttons';
import type { NavMenu } from './nav-links';

const loadHeaderMenu = () => import('./header-menu');
const HeaderMenu = lazy(loadHeaderMenu);

/**
 * A header dropdown whose code (Mantine Menu and its positioning engine) stays off the first page.
 * Until first used it is a plain button that looks the same; pointing at it or focusing it fetches
 * the menu, and activating it (click, Enter, Space, ArrowDown) mounts the real menu already open.
 */
export function DeferredHeaderMenu({ menu }: { menu: NavMenu }) {
  const [activated, setActivated] = useState(false);
  const preload = () => {
    void loadHeaderMenu();
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
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setActivated(true)}
      onKeyDown={onKeyDown}
    >
      {menu.label}
    </Button>
  );

  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderMenu menu={menu} openOnMount />
    </Suspense>
  );
}
