/** The slugs area's entry (issue 26.5): other areas and the transports import this file only. */
export { findTreeBySlug, parseSlug, publishedSlugs, SLUG_MAX, type SlugMatch } from './slugs/tree-slugs.service';
