/**
 * Builds a benchmark catalogue in a scratch database (bench_*), deterministically:
 *
 *   node -r @swc-node/register bench/seed-synthetic.ts [--trees 100000] [--name bench_100k]
 *        [--server postgres://postgres@127.0.0.1:5432]
 *
 * 1. Drops and recreates the database, applies the migrations.
 * 2. Imports the real export (../shared/data/selectree/trees.csv, or the demo catalogue when it is
 *    absent) and the ZIP table through the real importer.
 * 3. Grows the catalogue to --trees with synthetic trees, in set-based INSERT ... SELECT statements:
 *    synthetic tree g copies every trait of a template tree chosen by md5(g) (so each column and
 *    the correlations between columns keep the export's distributions: 91 % published, 12.5 %
 *    Pacific Islands, zones, heights, shapes ...). Names are new but shaped like the template's:
 *    "<template genus> <made-up epithet>", "<Made-up word> <template common name>" (so "oak" or
 *    "maple" are as frequent, proportionally, as in the export), the template's generic names,
 *    synonyms in the template genus.
 * 4. Gives every tree 0-3 photos (the export has none; result cards read the first one).
 * 5. VACUUM ANALYZE (fresh GIN indexes keep rows in their pending list until vacuumed).
 *
 * With --trees 0 (or less than the export) only the export is loaded (plus photos): the "2k" catalogue.
 * Same inputs, same rows: md5 of fixed strings decides everything.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../server/src/db/data-source';
import { SEED_DIR, SHARED_DATA_DIR } from '../server/src/paths';
import { importTrees, importZipCodes } from '../server/src/services/import.service';

export const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432';
const EXPORT_CSV = path.join(SHARED_DATA_DIR, 'selectree', 'trees.csv');
const ZIP_CSV = path.join(SHARED_DATA_DIR, 'usda_zones_by_zip.csv');
const DEMO_DIR = path.join(SEED_DIR, 'demo');

export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface SeedOptions {
  server: string;
  name: string;
  trees: number;
  log?: (message: string) => void;
}

/** Columns copied verbatim from the template tree. */
const NAME_COLUMNS = new Set([
  'id',
  'scientific_name',
  'scientific_search_key',
  'common_name',
  'is_demo',
  'created_at',
  'updated_at',
]);

export async function seedCatalogue(
  options: SeedOptions,
): Promise<{ trees: number; names: number; photos: number; ms: number }> {
  const log = options.log ?? console.log;
  const started = Date.now();
  if (!/^bench_[a-z0-9_]+$/.test(options.name))
    throw new Error(`benchmark databases are named bench_*: got ${options.name}`);

  const admin = new Client({ connectionString: databaseUrl(options.server, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${options.name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${options.name}`);
  await admin.end();

  const url = databaseUrl(options.server, options.name);
  const dataSource = createDataSource(url, { poolSize: 2 });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const real = fs.existsSync(EXPORT_CSV);
    const treesCsv = real ? EXPORT_CSV : path.join(DEMO_DIR, 'trees.csv');
    const zipsCsv = fs.existsSync(ZIP_CSV) ? ZIP_CSV : path.join(DEMO_DIR, 'zips.csv');
    log(
      `importing ${path.relative(process.cwd(), treesCsv)}${real ? '' : ' (the real export is absent: demo catalogue)'}`,
    );
    await importTrees(
      dataSource,
      { csv: fs.readFileSync(treesCsv) },
      { fileName: path.basename(treesCsv), recordFailures: false },
    );
    await importZipCodes(
      dataSource,
      { csv: fs.readFileSync(zipsCsv) },
      { fileName: path.basename(zipsCsv), recordFailures: false },
    );
  } finally {
    await dataSource.destroy();
  }

  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await growCatalogue(client, options.trees, log);
    await addPhotos(client);
    log('VACUUM ANALYZE');
    await client.query('VACUUM ANALYZE');
    const [counts] = (
      await client.query(
        `SELECT (SELECT count(*) FROM trees)::int AS trees, (SELECT count(*) FROM tree_names)::int AS names, (SELECT count(*) FROM photos)::int AS photos`,
      )
    ).rows;
    return { ...counts, ms: Date.now() - started };
  } finally {
    await client.end();
  }
}

/** Deterministic helpers, in this session only (pg_temp). */
const HELPERS = [
  `CREATE FUNCTION pg_temp.h(seed text) RETURNS bigint IMMUTABLE LANGUAGE sql
     AS $$ SELECT ('x' || substr(md5(seed), 1, 12))::bit(48)::bigint $$`,
  // A made-up word of three syllables: 16^3 = 4,096 words.
  `CREATE FUNCTION pg_temp.word(seed text) RETURNS text IMMUTABLE LANGUAGE sql
     AS $$ SELECT s[1 + pg_temp.h(seed) % 16] || s[1 + (pg_temp.h(seed) / 16) % 16] || s[1 + (pg_temp.h(seed) / 256) % 16]
           FROM (SELECT ARRAY['ka','lo','ri','ta','ve','mi','no','sa','lu','pe','do','ra','zi','ne','bo','chi'] AS s) syllables $$`,
  `CREATE FUNCTION pg_temp.epithet(seed text) RETURNS text IMMUTABLE LANGUAGE sql
     AS $$ SELECT pg_temp.word(seed) || (ARRAY['a','us','ii','is','ensis','ifolia'])[1 + pg_temp.h(seed || ':suffix') % 6] $$`,
];

async function growCatalogue(client: Client, target: number, log: (message: string) => void): Promise<void> {
  for (const helper of HELPERS) await client.query(helper);
  const { rows } = await client.query<{ count: number; max: number }>(
    `SELECT count(*)::int AS count, coalesce(max(id), 0)::int AS max FROM trees`,
  );
  const existing = rows[0].count;
  const extra = target - existing;
  if (extra <= 0) return;
  log(`growing ${existing} trees to ${target} (${extra} synthetic)`);
  const columns = (
    await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'trees' ORDER BY ordinal_position`,
    )
  ).rows
    .map((row) => row.column_name)
    .filter((column) => !NAME_COLUMNS.has(column));
  const copied = columns.map((column) => `"${column}"`).join(', ');
  const fromTemplate = columns.map((column) => `tpl."${column}"`).join(', ');
  const firstId = Math.ceil((rows[0].max + 1) / 1000) * 1000 + 1000;

  await client.query('BEGIN');
  await client.query(`CREATE TEMP TABLE tpl ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, * FROM trees`);
  await client.query(`CREATE TEMP TABLE clones ON COMMIT DROP AS
    SELECT ${firstId} + g AS id, g, (pg_temp.h('tpl:' || g) % ${existing})::int AS n,
           pg_temp.word('common:' || g) AS common_word, pg_temp.epithet('species:' || g) AS epithet
    FROM generate_series(0, ${extra - 1}) AS g`);
  await client.query(`CREATE INDEX ON clones (n)`);
  await client.query(`
    INSERT INTO trees (id, scientific_name, scientific_search_key, common_name, ${copied})
    SELECT c.id,
           split_part(tpl.scientific_name, ' ', 1) || ' ' || c.epithet,
           lower(split_part(tpl.scientific_search_key, ' ', 1) || ' ' || c.epithet),
           CASE WHEN tpl.common_name IS NULL THEN NULL ELSE initcap(c.common_word) || ' ' || tpl.common_name END,
           ${fromTemplate}
    FROM clones c JOIN tpl ON tpl.n = c.n`);
  await client.query(`
    INSERT INTO taxa (tree_id, sequence, genus, species, name_concat)
    SELECT t.id, 1, split_part(t.scientific_name, ' ', 1), split_part(t.scientific_name, ' ', 2), t.scientific_name
    FROM trees t JOIN clones c ON c.id = t.id`);
  await client.query(`
    INSERT INTO tree_names (tree_id, kind, name, position, source, search_key)
    SELECT c.id, tn.kind, x.name, tn.position, tn.source, x.search_key
    FROM clones c JOIN tpl ON tpl.n = c.n JOIN tree_names tn ON tn.tree_id = tpl.id
    CROSS JOIN LATERAL (
      SELECT CASE tn.kind
               WHEN 'common_primary' THEN initcap(c.common_word) || ' ' || tn.name
               WHEN 'common_alternate' THEN initcap(pg_temp.word('alt:' || c.g || ':' || tn.position)) || ' ' || tn.name
               WHEN 'synonym' THEN split_part(tn.name, ' ', 1) || ' ' || pg_temp.epithet('syn:' || c.g || ':' || tn.position)
               ELSE tn.name END AS name,
             CASE tn.kind
               WHEN 'common_primary' THEN c.common_word || ' ' || tn.search_key
               WHEN 'common_alternate' THEN pg_temp.word('alt:' || c.g || ':' || tn.position) || ' ' || tn.search_key
               WHEN 'synonym' THEN split_part(tn.search_key, ' ', 1) || ' ' || pg_temp.epithet('syn:' || c.g || ':' || tn.position)
               ELSE tn.search_key END AS search_key
    ) x
    ON CONFLICT ON CONSTRAINT tree_names_tree_kind_search_key_key DO NOTHING`);
  await client.query(`SELECT setval('tree_ids', (SELECT max(id) FROM trees))`);
  await client.query('COMMIT');
}

/** 0-3 photos per tree, chosen by md5 of its id. */
async function addPhotos(client: Client): Promise<void> {
  await client.query(`
    INSERT INTO photos (tree_id, link, credit, sequence, attribute_name)
    SELECT t.id, 'bench/' || t.id || '/' || k || '.jpg', 'Benchmark', k, (ARRAY['tree','leaf','bark'])[k]
    FROM trees t CROSS JOIN generate_series(1, 3) AS k
    WHERE k <= ('x' || substr(md5('photos:' || t.id), 1, 8))::bit(32)::int::bigint % 4`);
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

if (require.main === module) {
  const trees = Number(argument('trees', '100000'));
  const name = argument('name', trees > 0 ? `bench_${Math.round(trees / 1000)}k` : 'bench_2k');
  seedCatalogue({ server: argument('server', DEFAULT_SERVER), name, trees })
    .then((result) =>
      console.log(`${name}: ${result.trees} trees, ${result.names} names, ${result.photos} photos in ${result.ms} ms`),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/**
 * The catalogue's database, seeded when it is missing, has pending migrations or another tree
 * count (`trees` 0: any non-empty catalogue will do), or when `reseed` asks for it. Answers its URL.
 */
export async function ensureCatalogue(
  server: string,
  catalogue: { name: string; trees: number },
  reseed: boolean,
): Promise<string> {
  const url = databaseUrl(server, catalogue.name);
  if (!reseed && (await catalogueReady(url, catalogue.trees))) return url;
  console.log(`seeding ${catalogue.name} ...`);
  const seeded = await seedCatalogue({
    server,
    name: catalogue.name,
    trees: catalogue.trees,
    log: (m) => console.log(`  ${m}`),
  });
  console.log(
    `  ${seeded.trees} trees, ${seeded.names} names, ${seeded.photos} photos in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  return url;
}

async function catalogueReady(url: string, trees: number): Promise<boolean> {
  const dataSource = createDataSource(url, { poolSize: 1 });
  try {
    await dataSource.initialize();
  } catch {
    return false;
  }
  try {
    if (await dataSource.showMigrations()) return false; // pending migrations: rebuild with them
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM trees`);
    return trees > 0 ? count === trees : count > 0;
  } catch {
    return false;
  } finally {
    await dataSource.destroy();
  }
}
