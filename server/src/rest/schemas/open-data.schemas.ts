import type { RouteSpec } from '../openapi/route-spec';
import { z } from '../openapi/zod';

/** Open data (issue 26.4): the description of the files and the two files, public, tagged with the catalogue version. */

const OPEN = { tag: 'Open data', access: 'public', caching: 'etag' } as const;
const terms = {
  'X-Data-Licence': { description: 'The terms the data is offered under (DATA_LICENCE).' },
  Link: { description: '</api/open-data>; rel="describedby"' },
};

const FileSchema = z.object({ path: z.string(), url: z.string(), media_type: z.string(), description: z.string() });

export const openData: RouteSpec = {
  ...OPEN,
  method: 'get',
  path: '/open-data',
  summary: 'What the open data files hold, their version, size and licence',
  responses: {
    200: {
      description: 'The description.',
      headers: terms,
      schema: z
        .object({
          title: z.string(),
          licence: z.string(),
          photo_licences: z.string(),
          version: z.string(),
          trees: z.number().int(),
          files: z.array(FileSchema),
          columns: z.array(z.string()),
        })
        .openapi('OpenData'),
    },
  },
};

export const openDataJsonl: RouteSpec = {
  ...OPEN,
  method: 'get',
  path: '/open-data/trees.jsonl',
  summary: 'Every published tree, one JSON object a line (the tree detail record without published and reviews)',
  responses: {
    200: {
      description: 'JSON lines, streamed, in tree id order.',
      mediaType: 'application/x-ndjson',
      headers: { ...terms, 'Content-Disposition': { description: 'attachment; filename="selectree-trees.jsonl"' } },
    },
  },
};

export const openDataCsv: RouteSpec = {
  ...OPEN,
  method: 'get',
  path: '/open-data/trees.csv',
  summary: 'Every published tree as CSV, one column per path of its JSON record',
  responses: {
    200: {
      description: 'RFC 4180, UTF-8 with a byte-order mark, streamed, in tree id order.',
      mediaType: 'text/csv',
      headers: { ...terms, 'Content-Disposition': { description: 'attachment; filename="selectree-trees.csv"' } },
    },
  },
};

export const OPEN_DATA_ROUTES = [openData, openDataJsonl, openDataCsv];
