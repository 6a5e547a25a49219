import { ACCOUNTS_ROUTES } from './accounts.schemas';
import { EDITING_ROUTES } from './editing.schemas';
import { CONTENT_ROUTES } from './content.schemas';
import { CATALOGUE_ROUTES } from './catalogue.schemas';
import { LISTS_ROUTES } from './lists.schemas';
import { META_ROUTES } from './meta.schemas';
import { OFFLINE_ROUTES } from './offline.schemas';
import { OPEN_DATA_ROUTES } from './open-data.schemas';
import { SEARCH_ROUTES } from './search.schemas';
import type { RouteSpec } from '../openapi/route-spec';

/** Every REST path's schema, in the document's order. */
export const ALL_ROUTES: RouteSpec[] = [
  ...META_ROUTES,
  ...CATALOGUE_ROUTES,
  ...SEARCH_ROUTES,
  ...LISTS_ROUTES,
  ...ACCOUNTS_ROUTES,
  ...EDITING_ROUTES,
  ...CONTENT_ROUTES,
  ...OPEN_DATA_ROUTES,
  ...OFFLINE_ROUTES,
];
