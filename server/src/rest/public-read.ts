import type { RequestHandler } from 'express';
import { can } from '../auth/policies';
import { appRuntime, viewerOf, type AppDeps } from '../context';
import { dayNumber } from '../services/featured.service';

/** Anonymous answers: shared caches may keep them a minute; after that a revalidation is a 304. */
export const PUBLIC_CACHE = 'public, max-age=60';

/**
 * Public catalogue reads (detail, featured, search, suggestions): an ETag made of the catalogue's
 * committed version (kept current across instances by LISTEN/NOTIFY, services/catalogue-version.ts),
 * what the caller may see (drafts or not) and, for daily answers, the day. A conditional request
 * whose tag is current answers 304 after one single-row version check, before any of the page's
 * SQL (the check closes the moment between another instance's commit and its notification). While the version is
 * unknown no such tag is given (Express's body ETag still applies). Answers to requests with
 * credentials (drafts for editors) are no-store, and tagged apart from the public ones.
 */
export function publicRead(deps: AppDeps, options: { daily?: boolean } = {}): RequestHandler {
  return async (req, res, next) => {
    const viewer = viewerOf(req);
    res.setHeader('Vary', 'Authorization');
    // (A request with credentials is pinned to no-store by auth/authenticate.ts whatever is set here.)
    res.setHeader('Cache-Control', PUBLIC_CACHE);
    const runtime = appRuntime(deps);
    const version = runtime.catalogue.current();
    if (version === null) return next();
    const audience = can(viewer, 'tree:read-draft') ? 'e' : 'p';
    const day = options.daily ? `-d${dayNumber(runtime.clock())}` : '';
    const tag = `W/"c${version}-${audience}${day}"`;
    res.setHeader('ETag', tag);
    const asked = req.get('If-None-Match');
    if (asked && asked.split(',').some((candidate) => candidate.trim() === tag)) {
      // The tag matches what this instance knows: confirm the version is still the committed one.
      const committed = await runtime.catalogue.confirm((sql) => deps.db.query(sql)).catch(() => null);
      if (committed === version) {
        res.status(304).end();
        return;
      }
      if (committed !== null) res.setHeader('ETag', `W/"c${committed}-${audience}${day}"`);
    }
    next();
  };
}
