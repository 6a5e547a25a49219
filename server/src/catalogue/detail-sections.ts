/**
 * The sections of a tree's detail page, as the services name them: an editor marks each reviewed
 * (services/editing/reviews.service.ts) and a visitor reports a problem on each
 * (services/community/reports.ts). One list for both.
 */
export const DETAIL_SECTIONS = [
  'names',
  'general',
  'characteristics',
  'site_conditions',
  'considerations',
  'photos',
] as const;

export type DetailSection = (typeof DETAIL_SECTIONS)[number];
