import { CATALOGUE_ROUTES } from './catalogue.schemas';
import { META_ROUTES } from './meta.schemas';
import type { RouteSpec } from '../openapi/route-spec';

/** Every REST path's schema, in the document's order. */
export const ALL_ROUTES: RouteSpec[] = [...META_ROUTES, ...CATALOGUE_ROUTES];
