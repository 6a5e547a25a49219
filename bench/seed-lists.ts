import { Client } from 'pg';

/**
 * The list workload for `npm run bench` (issue 9): in a bench catalogue database, 10,000 public lists
 * of 50 owners (names and descriptions from a small vocabulary, regions and categories spread as
 * people use them), one public list of 1,000 trees and one of 10 (list detail pages). Idempotent:
 * kept when already there, rebuilt when the counts differ.
 */
export const BENCH_LISTS = 10_000;
export const BIG_LIST_TREES = 1_000;
export const SMALL_LIST_TREES = 10;

const WORDS = [
  'oak',
  'street',
  'school',
  'shade',
  'native',
  'palm',
  'drought',
  'park',
  'median',
  'orchard',
  'coast',
  'valley',
];
const REGIONS = [
  'All of California',
  'Inland Empire',
  'Inland Valleys',
  'Northern Coast',
  'Southern Coast',
  'Maui',
  'Oahu',
];
const CATEGORIES = ['General', 'Official City', 'Personal', 'Planting', 'School', 'Research'];

export interface BenchLists {
  bigListId: number;
  smallListId: number;
}

export async function seedLists(url: string, log: (message: string) => void = () => {}): Promise<BenchLists> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const named = async (name: string) =>
      (await client.query<{ id: number }>(`SELECT id FROM lists WHERE name = $1`, [name])).rows[0]?.id;
    const [{ count }] = (await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM lists`)).rows;
    const big = await named('bench: 1000 trees');
    const small = await named('bench: 10 trees');
    if (count === BENCH_LISTS + 2 && big && small) return { bigListId: big, smallListId: small };

    log(`seeding ${BENCH_LISTS} lists ...`);
    const started = Date.now();
    await client.query('BEGIN');
    await client.query(`DELETE FROM lists`);
    await client.query(`DELETE FROM users WHERE email LIKE 'bench-owner-%@bench.example.org'`);
    await client.query(
      `INSERT INTO users (email, first_name, last_name, role_id, verified_at)
       SELECT 'bench-owner-' || n || '@bench.example.org', 'Owner', 'No. ' || n, 1, now() FROM generate_series(1, 50) n`,
    );
    await client.query(
      `INSERT INTO lists (name, description, type, categories, regions, keywords, is_public, owner_id)
       SELECT initcap(w1.word || ' ' || w2.word) || ' list ' || n,
              'A list of ' || w1.word || ' and ' || w2.word || ' trees, number ' || n || '.',
              'Curated List',
              ARRAY[($3::text[])[1 + n % cardinality($3::text[])]],
              ARRAY[($2::text[])[1 + n % cardinality($2::text[])]],
              ARRAY[w1.word],
              true,
              (SELECT id FROM users WHERE email = 'bench-owner-' || (1 + n % 50) || '@bench.example.org')
       FROM generate_series(1, $4::int) n
       CROSS JOIN LATERAL (SELECT ($1::text[])[1 + n % cardinality($1::text[])] AS word) w1
       CROSS JOIN LATERAL (SELECT ($1::text[])[1 + (n / 7) % cardinality($1::text[])] AS word) w2`,
      [WORDS, REGIONS, CATEGORIES, BENCH_LISTS],
    );
    const owner = (
      await client.query<{ id: number }>(`SELECT id FROM users WHERE email = 'bench-owner-1@bench.example.org'`)
    ).rows[0].id;
    const ids: BenchLists = { bigListId: 0, smallListId: 0 };
    for (const [key, name, trees] of [
      ['bigListId', 'bench: 1000 trees', BIG_LIST_TREES],
      ['smallListId', 'bench: 10 trees', SMALL_LIST_TREES],
    ] as const) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO lists (name, description, type, categories, regions, is_public, owner_id)
         VALUES ($1, 'The list detail benchmark.', 'Curated List', '{General}', '{"All of California"}', true, $2) RETURNING id`,
        [name, owner],
      );
      ids[key] = rows[0].id;
      await client.query(
        `INSERT INTO list_trees (list_id, tree_id, position, note)
         SELECT $1, id, row_number() OVER (ORDER BY id), CASE WHEN id % 5 = 0 THEN 'planted on Elm St' END
         FROM (SELECT id FROM trees WHERE published ORDER BY id LIMIT $2) t`,
        [ids[key], trees],
      );
    }
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE lists, list_trees, users');
    log(`  ${BENCH_LISTS + 2} lists in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return ids;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
