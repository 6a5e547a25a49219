import { detailLinks, resourceLinks } from '@/config/external-links';
import { paths } from '@/config/paths';

/** A header menu entry: a page of this site (`to`) or an external page (`href`). */
export type NavItem = { label: string } & ({ to: string; href?: never } | { href: string; to?: never });

export type NavMenu = { label: string; items: NavItem[] };

export const resourcesMenu: NavMenu = {
  label: 'Resources',
  items: [
    { label: 'Find trees for my site', to: paths.site.href() },
    { label: 'Tree Lists', to: paths.searchLists.href() },
    { label: 'Use offline', to: paths.offline.href() },
    ...resourceLinks,
  ],
};

export const detailsMenu: NavMenu = {
  label: 'Details',
  items: detailLinks,
};

export const headerMenus: NavMenu[] = [resourcesMenu, detailsMenu];
