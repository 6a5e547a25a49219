import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadConfig } from '../../config';
import { buildRequestContext, type RequestContext } from '../../context';
import { SHARED_DATA_DIR } from '../../paths';
import { readCsv } from '../../import/csv';
import { sameValue } from '../../import/tree-record';
import { importTrees, validateTrees } from '../import.service';
import { createUser } from '../../../test/helpers/accounts-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { COLUMN_GROUPS, EXPORT_COLUMNS, openTreeExport, type ExportRequestInput } from '../export.service';

/**
 * The download over the REAL export (../shared/data/selectree/trees.csv, imported with the project's
 * importer): every one of the 1,924 trees with all 70 columns, a file the importer reads back
 * without a single change (docs/security.md, "Data safety": export -> import changes nothing), and a genus filter
 * that picks exactly the file's rows of that genus. Skipped, with a message, when ../shared is absent.
 */
const TREES_CSV = path.join(SHARED_DATA_DIR, 'selectree', 'trees.csv');
const present = fs.existsSync(TREES_CSV);
if (!present) console.log(`export.real-export.test.ts skipped: ${TREES_CSV} is absent`);
const describeReal = present ? describe : describe.skip;

describeReal('downloading the real catalogue', () => {
  const db = useTestDatabase();
  let editor: RequestContext;
  let source: string[][];

  const download = async (input: ExportRequestInput): Promise<string> => {
    const file = await openTreeExport(editor, input);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as string));
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    const bytes = fs.readFileSync(TREES_CSV);
    source = parse(bytes, { bom: true });
    await importTrees(db.dataSource, { csv: bytes }, { fileName: 'trees.csv' });
    const user = await createUser(db.dataSource, { email: 'editor@example.org', password: null, roleId: 2 });
    editor = {
      ...buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) }),
      viewer: { id: user.id, roleId: 2, sessionId: 0 },
    };
  }, 120_000);

  it('exports all 1,924 trees with all 70 columns, and importing that file changes nothing', async () => {
    const csv = await download({ groups: COLUMN_GROUPS.map((g) => g.key) });
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header).toHaveLength(1 + EXPORT_COLUMNS.reduce((n, c) => n + c.cells.length, 0));
    expect(rows).toHaveLength(1924);
    expect(rows.map((row) => row[0])).toEqual(
      source
        .slice(1)
        .map((row) => row[0])
        .sort((a, b) => Number(a) - Number(b)),
    );

    const report = await importTrees(db.dataSource, { csv }, { fileName: 'download.csv', dryRun: true });
    expect(report.issues.filter((issue) => issue.reason === 'unknown_column')).toEqual([]);
    // What the importer would change, column by column (names and taxa too: updated counts them).
    const validated = validateTrees(await readCsv(csv));
    expect(validated.errors).toEqual([]);
    const stored = new Map<number, Record<string, unknown>>(
      (await db.dataSource.query(`SELECT * FROM trees`)).map((row: Record<string, unknown>) => [row.id, row]),
    );
    const changes = validated.trees.flatMap((tree) =>
      validated.shape.treeColumns
        .filter((column) => !sameValue(tree.record[column], stored.get(tree.treeId)?.[column]))
        .map(
          (column) =>
            `${tree.treeId} ${column}: ${JSON.stringify(stored.get(tree.treeId)?.[column])} -> ${JSON.stringify(tree.record[column])}`,
        ),
    );
    // Nothing differs (an alias target read again maps onto itself: packages/rules/src/vocabulary/trait-vocabularies.ts).
    expect(changes).toEqual([]);
    expect(report.counts).toMatchObject({ rows: 1924, inserted: 0, updated: 0, unchanged: 1924 });
  }, 120_000);

  it('a genus filter gives exactly the file’s trees of that genus, with only the chosen columns', async () => {
    const nameColumn = source[0].indexOf('displayed_scientific_name');
    const quercus = source
      .slice(1)
      .filter((row) => row[nameColumn].startsWith('Quercus '))
      .map((row) => row[0])
      .sort((a, b) => Number(a) - Number(b));
    expect(quercus.length).toBeGreaterThan(20);
    const [header, ...rows] = parse(await download({ genus: ['Quercus'], columns: ['scientific_name', 'family'] }), {
      bom: true,
    }) as string[][];
    expect(header).toEqual(['Tree ID', 'Scientific Name', 'Family']);
    expect(rows.map((row) => row[0])).toEqual(quercus);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['Fagaceae']));
  }, 60_000);
});
