import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/content.schemas';
import { logger } from '../logger';
import {
  listExportFamilies,
  listExportGenera,
  openTreeExport,
  type ExportRequestInput,
} from '../services/export.service';

/** The parameter names (legacy spec §7 names and the service's own) -> the service's input. */
const PARAMETERS: Record<string, keyof ExportRequestInput> = {
  columns: 'columns',
  groups: 'groups',
  genus_filter: 'genus',
  genus: 'genus',
  family_filter: 'family',
  family: 'family',
  photo_filter_min: 'photoMin',
  photoMin: 'photoMin',
  photo_filter_max: 'photoMax',
  photoMax: 'photoMax',
  missing: 'missing',
  combine: 'combine',
  never_reviewed: 'neverReviewed',
  neverReviewed: 'neverReviewed',
};
const LISTS = new Set<keyof ExportRequestInput>(['columns', 'groups', 'genus', 'family', 'missing']);

/**
 * A query string value of a list: `genus_filter=Acer,Quercus`, repeated (`genus_filter=Acer&genus_filter=Quercus`)
 * or a JSON array (`genus_filter=["Acer","Quercus"]`). Anything else JSON-shaped passes through to be refused.
 */
function queryList(value: unknown): unknown {
  const parts = Array.isArray(value) ? value : [value];
  if (parts.length === 1 && typeof parts[0] === 'string' && /^\s*[[{]/.test(parts[0])) {
    try {
      return JSON.parse(parts[0]);
    } catch {
      return parts[0];
    }
  }
  return parts.flatMap((part) => (typeof part === 'string' ? part.split(',').filter((s) => s.trim() !== '') : [part]));
}

/** The query or body as the service's input; what cannot be read is refused by the service (after the role check). */
function exportInput(source: unknown, fromQuery: boolean): ExportRequestInput {
  if (typeof source !== 'object' || source === null || Array.isArray(source))
    return { rejected: 'The download request must be an object of parameters' };
  const input: ExportRequestInput = {};
  for (const [name, value] of Object.entries(source)) {
    const key = PARAMETERS[name];
    if (!key) return { rejected: `Unknown parameter "${name.slice(0, 40)}"` };
    input[key] = fromQuery && LISTS.has(key) ? queryList(value) : value;
  }
  return input;
}

/**
 * Spec §7: GET /tree/download-file (also POST with a JSON body) streams the CSV; an empty result
 * is 404 { message: 'There is no trees with these filters!' }. GET /tree/genus and /tree/Family
 * give the filters' choices (sorted arrays of names). Editors and admins only.
 */
export function downloadRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  const download = async (req: Request, res: Response, input: ExportRequestInput) => {
    const file = await openTreeExport(ctx(req), input);
    res
      .setHeader('Content-Type', 'text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .setHeader('Cache-Control', 'private, no-store');
    try {
      await pipeline(file.stream, res);
    } catch (error) {
      // The headers are gone: the client sees a cut-off transfer. A client that left is not news.
      if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        logger.warn({ err: error, path: req.path }, 'tree CSV download failed part way');
    }
  };
  mount(router, paths.downloadGet, (req, res) => download(req, res, exportInput(req.query, true)));
  mount(router, paths.downloadPost, (req, res) => download(req, res, exportInput(req.body ?? {}, false)));

  mount(router, paths.genera, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store').json(await listExportGenera(ctx(req)));
  });
  mount(router, paths.families, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store').json(await listExportFamilies(ctx(req)));
  });
  return router;
}
