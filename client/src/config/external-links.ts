/**
 * Links that leave the site (header menus, footer). Kept in one place so the program's staff can
 * correct a target without touching components.
 */
export type ExternalLink = { label: string; href: string };

export const resourceLinks: ExternalLink[] = [
  { label: 'i-Tree Tools', href: 'https://www.itreetools.org/' },
  { label: 'California ReLeaf', href: 'https://californiareleaf.org/' },
  {
    label: 'CAL FIRE Urban & Community Forestry',
    href: 'https://www.fire.ca.gov/what-we-do/natural-resource-management/urban-and-community-forestry',
  },
  { label: 'International Society of Arboriculture', href: 'https://www.isa-arbor.com/' },
];

export const detailLinks: ExternalLink[] = [
  { label: 'About SelecTree', href: 'https://ufei.calpoly.edu/selectree/' },
  { label: 'Urban Forest Ecosystems Institute', href: 'https://ufei.calpoly.edu/' },
  { label: 'Contact Us', href: 'https://ufei.calpoly.edu/contact/' },
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
