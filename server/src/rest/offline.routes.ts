import { Router, type Request } from 'express';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { buildRequestContext, type AppDeps } from '../context';
import { offlineCatalogue } from '../services/offline.service';
import { catalogueToken } from '../services/search.service';
import { mount } from './openapi/route-spec';
import { presentOfflineCatalogue } from './presenters/offline.presenter';
import { publicRead } from './public-read';
import * as paths from './schemas/offline.schemas';

const gzip = promisify(zlib.gzip);

interface Made {
  json: Buffer;
  gzipped: Buffer;
  /** The catalogue version and token the bundle was read at (its one snapshot). */
  version: string;
  token: string;
}

/** Answers made for one catalogue version (by `since` and the parts held, '' for the full bundle): a few, then dropped. */
const KEPT_ANSWERS = 16;
const made = new Map<string, Promise<Made>>();
let madeFor = '';

async function make(bundle: ReturnType<typeof presentOfflineCatalogue>): Promise<Made> {
  const json = Buffer.from(JSON.stringify(bundle));
  return {
    json,
    gzipped: await gzip(json, { level: 9 }),
    version: bundle.version,
    token: (bundle.search.index ?? bundle.search.patch)?.token ?? '',
  };
}

/**
 * GET /api/offline/catalogue (issue 27.2): the bundle, tagged with the catalogue version (publicRead:
 * 304 while it holds), compressed once per version and `since` and kept (every phone that makes the
 * catalogue available offline asks the same bytes). A `since` that names no known cursor still
 * answers: the service gives the full bundle. The answer is kept under the version it was read at
 * (a write committed between the token's read here and the bundle's snapshot gives a bundle of the
 * newer version: it is sent, not kept under the older one), and its ETag names that version.
 */
export function offlineRoutes(deps: AppDeps): Router {
  const router = Router();
  mount(router, paths.offlineCatalogue, publicRead(deps), async (req: Request, res, input) => {
    const ctx = buildRequestContext(deps, req);
    const since = typeof input.query.since === 'string' ? input.query.since : '';
    const have = {
      zips: typeof input.query.zips === 'string' ? input.query.zips : null,
      glossary: typeof input.query.glossary === 'string' ? input.query.glossary : null,
      site: input.query.site === '1',
    };
    const key = since ? `${since}|${have.zips ?? ''}|${have.glossary ?? ''}|${have.site ? 1 : 0}` : '';
    const token = await catalogueToken(ctx);
    if (madeFor !== token) {
      made.clear();
      madeFor = token;
    }
    let answer = made.get(key);
    if (!answer) {
      answer = offlineCatalogue(ctx, since || null, { have }).then((bundle) => make(presentOfflineCatalogue(bundle)));
      if (made.size >= KEPT_ANSWERS) made.delete(made.keys().next().value as string);
      made.set(key, answer);
      answer.catch(() => made.delete(key));
    }
    const { json, gzipped, version, token: readAt } = await answer;
    if (readAt !== token && made.get(key) === answer) made.delete(key);
    const tag = res.getHeader('ETag');
    if (typeof tag === 'string') res.setHeader('ETag', tag.replace(/^W\/"c[^-]*-/, `W/"c${version}-`));
    res.vary('Accept-Encoding');
    res.type('json').setHeader('X-Uncompressed-Length', String(json.length));
    if (req.acceptsEncodings('gzip') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.send(gzipped);
    } else {
      res.send(json);
    }
  });
  return router;
}
