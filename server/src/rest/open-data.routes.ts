import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { logger } from '../logger';
import { csvLines } from '../services/shared/csv-cells';
import { openDataSummary, publishedTreePages } from '../services/open-data.service';
import type { TreeFacts } from '../services/trees.service';
import { asRecord, openDataCell, openDataHeader, presentOpenData } from './presenters/open-data.presenter';
import { mount } from './openapi/route-spec';
import { publicRead } from './public-read';
import * as paths from './schemas/open-data.schemas';

const FORMATS = {
  jsonl: {
    type: 'application/x-ndjson; charset=utf-8',
    head: () => '',
    page: (trees: TreeFacts[]) => trees.map((facts) => `${JSON.stringify(asRecord(facts))}\n`).join(''),
  },
  csv: {
    type: 'text/csv; charset=utf-8',
    head: () => csvLines([openDataHeader()], { bom: true }),
    page: (trees: TreeFacts[]) => {
      const header = openDataHeader();
      return csvLines(
        trees.map((facts) => {
          const record = asRecord(facts); // once per tree, not once per cell
          return header.map((column) => openDataCell(record, column));
        }),
      );
    },
  },
};

/**
 * Open data (issue 26.4): GET /api/open-data describes the two files; trees.jsonl and trees.csv
 * stream every published tree, page by page as the client reads, tagged with the catalogue version
 * (publicRead: ETag, 304 after one single-row check) and with the data's licence (DATA_LICENCE).
 */
export function openDataRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);
  const terms = (res: Response) =>
    res.setHeader('X-Data-Licence', deps.config.dataLicence).setHeader('Link', '</api/open-data>; rel="describedby"');

  mount(router, paths.openData, publicRead(deps), async (req, res) => {
    terms(res).json(presentOpenData(await openDataSummary(ctx(req)), deps.config.publicUrl, openDataHeader()));
  });

  for (const [name, format] of Object.entries(FORMATS)) {
    mount(router, name === 'csv' ? paths.openDataCsv : paths.openDataJsonl, publicRead(deps), async (req, res) => {
      async function* chunks(): AsyncGenerator<string> {
        yield format.head();
        for await (const trees of publishedTreePages(ctx(req))) yield format.page(trees);
      }
      terms(res)
        .setHeader('Content-Type', format.type)
        .setHeader('Content-Disposition', `attachment; filename="selectree-trees.${name}"`);
      try {
        await pipeline(Readable.from(chunks(), { objectMode: false }), res);
      } catch (error) {
        // The headers are gone: the client sees a cut-off transfer. A client that left is not news.
        if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
          logger.warn({ err: error, path: req.path }, 'open data stream failed part way');
      }
    });
  }
  return router;
}
