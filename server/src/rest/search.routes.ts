import { Router, type Request } from 'express';
import { parseRegion, Region } from '../catalogue/regions';
import { buildRequestContext, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/search.schemas';
import { publicRead } from './public-read';
import {
  getSearchCharacteristics,
  linkSearchByName,
  lookUpZip,
  parseFilterData,
  parseSearchPage,
  searchByName,
  searchTreeCards,
  suggestNamesAs,
  type NameSuggestion,
} from '../services/search.service';
import {
  presentResolvedZip,
  presentSearchCharacteristics,
  presentSearchResult,
  presentSuggestion,
} from './presenters/search.presenter';

/** The edition of a query (`region=all|pacificislands`); absent = California (all regions). */
function regionOf(raw: unknown): Region | undefined {
  return raw === undefined || raw === '' ? undefined : parseRegion(raw);
}

/** The REST body of name suggestions, serialised once per catalogue version and key (a Buffer: no re-encoding). */
const SUGGESTIONS_JSON = {
  name: 'rest-json',
  render: (suggestions: readonly NameSuggestion[]) => Buffer.from(JSON.stringify(suggestions.map(presentSuggestion))),
};

/** Name suggestions, name and characteristic result pages, the form's choices, ZIP lookups. */
export function searchRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  mount(router, paths.searchByName, publicRead(deps), async (req, res) => {
    const region = regionOf(req.query.region) ?? Region.CALIFORNIA;
    res.type('json').send(await suggestNamesAs(ctx(req), req.query.searchString, region, SUGGESTIONS_JSON));
  });

  mount(router, paths.searchByNameMultiresult, publicRead(deps), async (req, res) => {
    const region = regionOf(req.query.region) ?? Region.CALIFORNIA;
    const page = parseSearchPage(req.query, 'any');
    const result = await searchByName(ctx(req), req.query.searchTerm, page, region);
    res.json(presentSearchResult(result));
  });

  mount(router, paths.linkSearchByName, publicRead(deps), async (req, res) => {
    const matches = await linkSearchByName(ctx(req), req.query.searchString);
    res.json(matches.map(presentSuggestion));
  });

  mount(router, paths.searchCharacteristics, publicRead(deps), (_req, res) => {
    res.json(presentSearchCharacteristics(getSearchCharacteristics()));
  });

  mount(router, paths.searchResults, publicRead(deps), async (req, res) => {
    const filter = parseFilterData(req.query.filterData);
    const page = parseSearchPage(req.query, 'any');
    const region = regionOf(req.query.region) ?? filter.region ?? Region.CALIFORNIA;
    const result = await searchTreeCards(ctx(req), filter, page, region);
    res.json(presentSearchResult(result));
  });

  mount(router, paths.zipLookup, publicRead(deps), async (req, res) => {
    const zip = await lookUpZip(ctx(req), req.params.zip);
    res.json(presentResolvedZip(zip));
  });

  return router;
}
