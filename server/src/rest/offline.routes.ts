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
}

/** Answers made for one catalogue version (by `since`, '' for the full bundle): a few, then dropped. */
const KEPT_ANSWERS = 16;
const made = new Map<string, Promise<Made>>();
let madeFor = '';

async function make(bundle: ReturnType<typeof presentOfflineCatalogue>): Promise<Made> {
  const json = Buffer.from(JSON.stringify(bundle));
  return { json, gzipped: await gzip(json, { level: 9 }) };
}

/**
 * GET /api/offline/catalogue (issue 27.2): the bundle, tagged with the catalogue version (publicRead:
 * 304 while it holds), compressed once per version and `since` and kept (every phone that makes the
 * catalogue available offline asks the same bytes). A `since` that names no known cursor still
 * answers: the service gives the full bundle.
 */
export function offlineRoutes(deps: AppDeps): Router {
  const router = Router();
  mount(router, paths.offlineCatalogue, publicRead(deps), async (req: Request, res, input) => {
    const ctx = buildRequestContext(deps, req);
    const since = typeof input.query.since === 'string' ? input.query.since : '';
    const token = await catalogueToken(ctx);
    if (madeFor !== token) {
      made.clear();
      madeFor = token;
    }
    let answer = made.get(since);
    if (!answer) {
      answer = offlineCatalogue(ctx, since || null).then((bundle) => make(presentOfflineCatalogue(bundle)));
      if (made.size >= KEPT_ANSWERS) made.delete(made.keys().next().value as string);
      made.set(since, answer);
      answer.catch(() => made.delete(since));
    }
    const { json, gzipped } = await answer;
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
