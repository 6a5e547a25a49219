import { parse } from 'csv-parse/sync';
import { buildRequestContext } from '../context';
import { countQueries } from '../db/query-counter';
import { publishedTreePages } from '../services/open-data.service';
import { NO_DATA_LICENCE, loadConfig, ConfigError } from '../config';
import { Photo } from '../entities';
import { neutraliseCell } from '../services/shared/csv-cells';
import { importRealExport, realExportPresent, skipMessage } from '../../test/helpers/real-export';
import { signInActors } from '../../test/helpers/accounts-app';
import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { openDataCell } from './presenters/open-data.presenter';

/**
 * Open data (issue 26.4) over the real export: the JSON lines agree with the detail API for every
 * published tree, the CSV agrees with the JSON lines cell by cell, a draft appears in neither
 * (also when an editor asks), the files carry the catalogue version as ETag and the licence.
 */
skipMessage('open-data.routes.test.ts');
const describeReal = realExportPresent ? describe : describe.skip;
type Json = Record<string, unknown>;

describeReal('GET /api/open-data, trees.jsonl, trees.csv', () => {
  const db = useTestDatabase();
  const app = useTestApp(db, { DATA_LICENCE: 'CC BY 4.0, SelecTree test catalogue' });
  let drafts: number[] = [];
  let published: number[] = [];

  beforeAll(async () => {
    await importRealExport(db.dataSource);
    // Three drafts, one of them the redirect target of a published tree if the export has one.
    const rows: { id: number }[] = await db.dataSource.query(
      `SELECT id FROM trees WHERE published ORDER BY id LIMIT 3 OFFSET 100`,
    );
    drafts = rows.map((row) => row.id);
    await db.dataSource.query(`UPDATE trees SET published = false WHERE id = ANY($1)`, [drafts]);
    const all: { id: number }[] = await db.dataSource.query(`SELECT id FROM trees WHERE published ORDER BY id`);
    published = all.map((row) => row.id);
    // Two photos with their credits and licences (the export has none).
    await db.dataSource.getRepository(Photo).save([
      {
        treeId: published[0],
        link: 'a/1.webp',
        credit: 'Ann Author',
        licence: 'CC BY-SA 4.0',
        sequence: 1,
        attributeName: 'Tree',
        sourceUrl: 'https://example.org/1',
      },
      {
        treeId: published[0],
        link: 'a/2.webp',
        credit: 'Bo Taker',
        licence: 'CC0 1.0',
        sequence: 2,
        attributeName: 'Leaf',
        sourceUrl: 'https://example.org/2',
      },
    ]);
  }, 180_000);

  async function lines(token?: string): Promise<Json[]> {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const response = await app.request('/api/open-data/trees.jsonl', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const text = await response.text();
    expect(text.endsWith('\n')).toBe(true);
    return text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Json);
  }

  it('describes both files: version, tree count, licence, columns', async () => {
    const response = await app.request('/api/open-data');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json;
    expect(body).toMatchObject({ trees: published.length, licence: 'CC BY 4.0, SelecTree test catalogue' });
    expect((body.files as Json[]).map((file) => file.path)).toEqual([
      '/api/open-data/trees.jsonl',
      '/api/open-data/trees.csv',
    ]);
    expect(body.columns).toEqual(
      expect.arrayContaining(['treeId', 'scientificName', 'siteConditions.waterUse', 'images']),
    );
    expect(response.headers.get('x-data-licence')).toBe('CC BY 4.0, SelecTree test catalogue');
  });

  it('JSON lines: every published tree once, in id order, each equal to its detail API record; no draft', async () => {
    const records = await lines();
    expect(records.map((record) => record.treeId)).toEqual(published);
    for (const id of drafts) expect(records.some((record) => record.treeId === id)).toBe(false);
    for (let i = 0; i < records.length; i += 25) {
      await Promise.all(
        records.slice(i, i + 25).map(async (record) => {
          const detail = (await (await app.request(`/api/tree/detail/${record.treeId}`)).json()) as Json;
          const { published: isPublished, reviews, ...rest } = detail;
          expect([isPublished, reviews]).toEqual([true, []]);
          expect(record).toEqual(rest);
        }),
      );
    }
    expect(records[0].images).toEqual([
      expect.objectContaining({ credit: 'Ann Author', licence: 'CC BY-SA 4.0' }),
      expect.objectContaining({ credit: 'Bo Taker', licence: 'CC0 1.0' }),
    ]);
  }, 240_000);

  it("CSV: the same trees, header = the columns, every cell the JSON record's by the documented rules", async () => {
    const [records, description] = await Promise.all([
      lines(),
      app.request('/api/open-data').then((r) => r.json() as Promise<Json>),
    ]);
    const response = await app.request('/api/open-data/trees.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark (Excel)
    const text = bytes.toString('utf8');
    const [header, ...rows] = parse(text, { bom: true, relax_column_count: false }) as string[][];
    expect(header).toEqual(description.columns);
    expect(rows).toHaveLength(records.length);
    rows.forEach((row, i) => {
      expect(row).toEqual(header.map((column) => neutraliseCell(openDataCell(records[i] as never, column))));
    });
    const first = Object.fromEntries(header.map((column, i) => [column, rows[0][i]]));
    expect(first.treeId).toBe(String(published[0]));
    expect(JSON.parse(first.images)).toHaveLength(2);
  }, 120_000);

  it('reads each page of trees in the same few statements, 50 trees or 500', async () => {
    const ctx = buildRequestContext({ db: db.dataSource, config: app.config });
    const statements = async (pageSize: number) =>
      countQueries(async () => {
        const pages = publishedTreePages(ctx, pageSize);
        const first = await pages.next();
        await pages.return(undefined);
        return (first.value as unknown[]).length;
      });
    const [small, large] = [await statements(50), await statements(500)];
    expect([small.result, large.result]).toEqual([50, 500]);
    expect(small.queries).toBe(large.queries);
    expect(large.queries).toBeLessThanOrEqual(6); // ids, trees, names, taxa, photos, redirects
  });

  it('an editor gets no drafts either', async () => {
    // The files are the public view whoever asks: an editor's request reads the same rows.
    const { editor } = await signInActors(db.dataSource);
    const detail = await app.request(`/api/tree/detail/${drafts[0]}`, {
      headers: { Authorization: `Bearer ${editor}` },
    });
    expect(detail.status).toBe(200); // the editor does see the draft's page
    const records = await lines(editor);
    expect(records.map((record) => record.treeId)).toEqual(published);
  });

  it('ETag is the catalogue version: 304 while it holds, a new tag and the change after a write', async () => {
    const first = await app.request('/api/open-data/trees.jsonl');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"c\d+-p"$/);
    await first.arrayBuffer();
    const again = await app.request('/api/open-data/trees.jsonl', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    await db.dataSource.query(`UPDATE trees SET common_name = 'Open data rename' WHERE id = $1`, [published[1]]);
    const after = await app.request('/api/open-data/trees.jsonl', { headers: { 'If-None-Match': tag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(await after.text()).toContain('"commonName":"Open data rename"');
  });
});

describe('DATA_LICENCE', () => {
  it('says no licence was set until one is, and refuses a value it cannot send as a header', () => {
    expect(loadConfig({}).dataLicence).toBe(NO_DATA_LICENCE);
    expect(loadConfig({ DATA_LICENCE: ' CC BY-NC 4.0 ' }).dataLicence).toBe('CC BY-NC 4.0');
    for (const bad of ['line one\nline two', 'x'.repeat(501), 'emoji 🌳']) {
      expect(() => loadConfig({ DATA_LICENCE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_LICENCE: bad })).toThrow(
        'DATA_LICENCE must be one line of printable Latin-1 text',
      );
    }
  });
});
