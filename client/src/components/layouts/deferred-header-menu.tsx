import { lazy } from 'react';
import { DeferredMenu } from './deferred-menu';
import type { NavMenu } from './nav-links';

const loadHeaderMenu = () => import('./header-menu');
const HeaderMenu = lazy(loadHeaderMenu);

/** One of the header's link menus (Resources, Details), loaded on first use. */
export function DeferredHeaderMenu({ menu }: { menu: NavMenu }) {
  return (
    <DeferredMenu load={loadHeaderMenu} menu={(trigger) => <HeaderMenu menu={menu} trigger={trigger} />}>
      {menu.label}
    </DeferredMenu>
  );
}
