import { lazy } from 'react';
import { useT } from '@/i18n/i18n';
import { DeferredMenu } from './deferred-menu';
import type { NavMenu } from './nav-links';
import { withStyles } from '@/lib/all-styles';

const loadHeaderMenu = () => withStyles(import('./header-menu'));
const HeaderMenu = lazy(loadHeaderMenu);

/** One of the header's link menus (Resources, Details), loaded on first use. */
export function DeferredHeaderMenu({ menu }: { menu: NavMenu }) {
  const t = useT();
  return (
    <DeferredMenu load={loadHeaderMenu} menu={(trigger) => <HeaderMenu menu={menu} trigger={trigger} />}>
      {t(menu.label)}
    </DeferredMenu>
  );
}
