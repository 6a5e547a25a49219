import { detailLinks, resourceLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/i18n';

/** A header menu entry (its label a message key): a page of this site (`to`) or an external page (`href`). */
export type NavItem = { label: MessageKey } & ({ to: string; href?: never } | { href: string; to?: never });

export type NavMenu = { label: MessageKey; items: NavItem[] };

export const resourcesMenu: NavMenu = {
  label: 'nav.resources',
  items: [
    { label: 'nav.site', to: paths.site.href() },
    { label: 'nav.treeLists', to: paths.searchLists.href() },
    { label: 'nav.offline', to: paths.offline.href() },
    ...resourceLinks,
  ],
};

export const detailsMenu: NavMenu = {
  label: 'nav.details',
  items: detailLinks,
};

export const headerMenus: NavMenu[] = [resourcesMenu, detailsMenu];
