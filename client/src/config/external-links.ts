/**
 * Links that leave the site (header menus, footer). Kept in one place so the program's staff can
 * correct a target without touching components.
 */
import type { MessageKey } from '@/i18n/i18n';

export type ExternalLink = { label: string; href: string };
/** A link of the header's menus: its label is a message of the catalogues (src/i18n/en.json). */
export type ExternalNavLink = { label: MessageKey; href: string };

export const resourceLinks: ExternalNavLink[] = [
  { label: 'nav.iTree', href: 'https://www.itreetools.org/' },
  { label: 'nav.releaf', href: 'https://californiareleaf.org/' },
  {
    label: 'nav.calFire',
    href: 'https://www.fire.ca.gov/what-we-do/natural-resource-management/urban-and-community-forestry',
  },
  { label: 'nav.isa', href: 'https://www.isa-arbor.com/' },
];

export const detailLinks: ExternalNavLink[] = [
  { label: 'nav.about', href: 'https://ufei.calpoly.edu/selectree/' },
  { label: 'nav.ufei', href: 'https://ufei.calpoly.edu/' },
  { label: 'nav.contact', href: 'https://ufei.calpoly.edu/contact/' },
];

export const programLink: ExternalLink = {
  label: 'Urban Forest Ecosystems Institute, Cal Poly',
  href: 'https://ufei.calpoly.edu/',
};

/**
 * The external giving page behind the donation page's button. Gifts are made to Cal Poly's giving
 * site for the Urban Forest Ecosystems Institute; the program's staff confirm or correct this target
 * (and the fund's name in the donation page's text) before launch.
 */
export const donationLink: ExternalLink = {
  label: 'Donate to SelecTree',
  href: 'https://give.calpoly.edu/',
};
