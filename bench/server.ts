/**
 * The process under load (run.ts starts it pinned to one core): in one Node process,
 *   - the real app (createApp: helmet, pino-http, the REST facade, services, TypeORM), and
 *   - a raw express + pg app: GET /select1 (SELECT 1), and GET /suggest/:i and /search/:i, which
 *     replay over a plain pg Pool exactly the SQL statements (text and parameters) the service ran
 *     for the same request, recorded at start-up through the DataSource's logger (suggestions as
 *     named prepared statements, as the app runs them).
 *   GET /suggest-sql answers a suggestion through the SQL reference alone (no cache, no index), and
 *   GET /cold-keys hands run.ts the cold suggestion keys (cold-keys.ts), checked at start against
 *   the index path (cold-check.ts).
 * Both use a pool of 10 connections. GET /query-counts (raw app) measures SQL statements per page.
 * Prints one JSON line { app, raw } with the two ports once listening.
 */
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import express from 'express';
import { execute, parse } from 'graphql';
import { Pool } from 'pg';
import type { Logger, QueryRunner } from 'typeorm';
import { createApp, listen } from '../server/src/app';
import { Region, parseRegion } from '../server/src/catalogue/regions';
import { loadConfig } from '../server/src/config';
import { buildRequestContext } from '../server/src/context';
import { createDataSource } from '../server/src/db/data-source';
import { countQueries } from '../server/src/db/query-counter';
import { getSchema } from '../server/src/graphql/schema';
import { setLogLevel } from '../server/src/logger';
import { getList } from '../server/src/services/lists.service';
import {
  parseSearchFilter,
  parseSearchPage,
  searchIndexOf,
  searchTrees,
  searchTreesReference,
  suggestNames,
  suggestNamesReference,
} from '../server/src/services/search.service';
import { readTreeDetail } from '../server/src/services/trees.service';
import { NAMES_SQL, coldKeys } from './cold-keys';
import { checkColdKeys } from './cold-check';
import type { BenchLists } from './seed-lists';
import { siteStatements } from './site';
import { DETAIL_QUERY, MANY_FILTERS, SELECTIVE_FILTERS, SUGGESTION_TERMS, detailIds } from './workload';

type Statement = [string, unknown[]];

/** Cold suggestion keys generated (run.ts hands out fresh slices), and how many are checked at start. */
const COLD_POOL = 150_000;
const COLD_CHECKED = 2000;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  setLogLevel('warn');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    WRITE_BUDGET_FACTOR: '1000000',
    // The load comes from one address (127.0.0.1): the anonymous budget is off, as for the browser journeys.
    ANON_API_BUDGET: '0',
  });
  const db = createDataSource(url);
  await db.initialize();

  // Record the statements the services run, through the DataSource's logger.
  let recording: Statement[] | null = null;
  const logger = db.logger;
  db.logger = {
    ...logger,
    logQuery(query: string, parameters?: unknown[], queryRunner?: QueryRunner) {
      recording?.push([query, parameters ?? []]);
      logger.logQuery(query, parameters, queryRunner);
    },
    logQueryError: logger.logQueryError.bind(logger),
    logQuerySlow: () => undefined,
    logSchemaBuild: logger.logSchemaBuild.bind(logger),
    logMigration: logger.logMigration.bind(logger),
    log: logger.log.bind(logger),
  } as Logger;
  const record = async (work: () => Promise<unknown>): Promise<Statement[]> => {
    recording = [];
    await work();
    const statements = recording;
    recording = null;
    return statements;
  };
  // One deps object: the runtime (mailer, limits, watcher) is per deps, as in the app.
  const deps = { db, config };
  const ctx = () => buildRequestContext(deps);
  const suggestions: Statement[][] = [];
  for (const term of SUGGESTION_TERMS)
    suggestions.push(await record(() => suggestNames(ctx(), term, Region.CALIFORNIA)));
  // The raw search routes replay the SQL REFERENCE (characteristic-search.ts, what PostgreSQL
  // alone costs); the app answers from its facet index (search-index.ts), built here first.
  const searches: Statement[][] = [];
  for (const filter of [...SELECTIVE_FILTERS, ...MANY_FILTERS]) {
    const parsed = parseSearchFilter(filter);
    // REST's columns (the card's): the same statements REST runs on the reference path.
    searches.push(await record(() => searchTreesReference(ctx(), parsed, parseSearchPage({}), undefined, 'card')));
  }
  // Site recommendations (issue 22): the app answers from its site facts; raw replays the SQL.
  const sites = await siteStatements(db, ctx, record);
  // Tree detail: the loaders' statements (the tree, then its names, taxa and photos at once).
  const trees = await detailIds(db);
  const details: Statement[][] = [];
  for (const id of trees) details.push(await record(() => readTreeDetail(ctx(), id)));
  for (const id of trees) {
    const answer = await execute({
      schema: getSchema(),
      document: parse(DETAIL_QUERY),
      contextValue: ctx(),
      variableValues: { id },
    });
    if (answer.errors?.length) throw new Error(`GraphQL detail of ${id}: ${answer.errors[0].message}`);
  }
  const gcBefore = process.memoryUsage();
  const indexStarted = performance.now();
  await searchIndexOf(db).warm();
  const indexMs = performance.now() - indexStarted;
  const gcAfter = process.memoryUsage();
  // The index path answers as the reference does (a spot check; the tests prove it in full).
  for (const filter of [...SELECTIVE_FILTERS, ...MANY_FILTERS]) {
    const a = await searchTrees(ctx(), parseSearchFilter(filter), parseSearchPage({}));
    const b = await searchTreesReference(ctx(), parseSearchFilter(filter), parseSearchPage({}));
    const ids = (r: typeof a) => r.pageResults.map((card) => card.tree.id).join(',');
    if (a.totalResults !== b.totalResults || ids(a) !== ids(b))
      throw new Error(`index != SQL for ${JSON.stringify(filter)}`);
  }

  // Cold suggestion keys (cold-keys.ts): the pool run.ts hands out, and the index path checked
  // against the SQL reference on the first of them (the ones the load asks first).
  const cold = coldKeys(
    (await db.query(NAMES_SQL)).map((row: { name: string }) => row.name),
    COLD_POOL,
  );
  const coldCheck = await checkColdKeys(ctx, cold.slice(0, COLD_CHECKED));

  const running = await createApp({ db, config });
  const appPort = await listen(running.httpServer, 0, '127.0.0.1');

  // The app's session settings (no parallel query, see server/src/db/data-source.ts), so the raw
  // route replays the same SQL under the same plans.
  const pool = new Pool({ connectionString: url, max: 10, options: '-c max_parallel_workers_per_gather=0' });
  const raw = express();
  raw.get('/select1', async (_req, res) => {
    const { rows } = await pool.query('SELECT 1 AS ok');
    res.json(rows[0]);
  });
  // Suggestions run as named prepared statements in the app (services/search/sql/sql.ts): the same here.
  const replay =
    (statements: Statement[][], prepared: boolean) => async (req: express.Request, res: express.Response) => {
      const results = [];
      for (const [text, values] of statements[Number(req.params.i)] ?? []) {
        const name = prepared ? `raw_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` : undefined;
        results.push((await pool.query({ name, text, values })).rows);
      }
      res.json(results);
    };
  raw.get('/suggest/:i', replay(suggestions, true));
  // A suggestion through the SQL reference (name-search.ts), past the cache and the index: what a
  // cold key cost the app before the index answered suggestions.
  raw.get('/suggest-sql', async (req, res) => {
    res.json(await suggestNamesReference(ctx(), req.query.searchString, parseRegion(req.query.region)));
  });
  raw.get('/cold-keys', (_req, res) => res.json(cold));
  raw.get('/search/:i', replay(searches, false));
  raw.get('/site/:i', replay(sites.statements, false));
  // Tree detail: the first statement (the tree), then the others together, as the loaders run them.
  raw.get('/detail/:i', async (req, res) => {
    const [first, ...rest] = details[Number(req.params.i)] ?? [];
    const tree = (await pool.query(first[0], first[1])).rows;
    const others = await Promise.all(rest.map(([text, values]) => pool.query(text, values)));
    res.json({ tree: tree[0], relations: others.map((result) => result.rows) });
  });
  raw.get('/query-counts', async (_req, res) => res.json(await queryCounts(db, ctx)));
  const rawServer = raw.listen(0, '127.0.0.1');
  await new Promise((resolve) => rawServer.once('listening', resolve));
  const rawAddress = rawServer.address();
  const rawPort = typeof rawAddress === 'object' && rawAddress ? rawAddress.port : 0;

  console.log(
    JSON.stringify({
      app: appPort,
      raw: rawPort,
      detailIds: trees,
      statements: {
        suggest: suggestions.map((s) => s.length),
        search: searches.map((s) => s.length),
        detail: details.map((s) => s.length),
      },
      coldKeys: { pool: cold.length, ...coldCheck },
      siteFacts: sites.facts,
      searchIndex: {
        ...searchIndexOf(db).stats(),
        startMs: Math.round(indexMs),
        heapMB: Math.round((gcAfter.heapUsed - gcBefore.heapUsed) / 1e5) / 10,
        arrayBuffersMB: Math.round((gcAfter.arrayBuffers - gcBefore.arrayBuffers) / 1e5) / 10,
      },
    }),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 3000).unref();
    rawServer.close();
    await pool.end();
    await running.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

const GRAPHQL_PAGE = `query Page($filter: TreeSearchFilterInput) { searchTrees(filter: $filter, resultsPerPage: 100) {
  totalResults pageResults { id photoLink tree { id genus otherCommonNames photos { link } } } } }`;

/**
 * SQL statements for one result page of ~10 trees and one of 100 (resultsPerPage 100), through
 * the service (what REST runs) and through GraphQL with every relation of the card's tree.
 */
async function queryCounts(db: ReturnType<typeof createDataSource>, ctx: () => ReturnType<typeof buildRequestContext>) {
  // A genus with about ten published trees: its name search is a ~10-result page.
  const genera: { genus: string }[] = await db.query(
    `SELECT split_part(scientific_search_key, ' ', 1) AS genus FROM trees WHERE published
     GROUP BY 1 ORDER BY abs(count(*) - 10), 1 LIMIT 1`,
  );
  const filters = { small: { searchTerm: genera[0]?.genus ?? 'quercus' }, large: {} };
  const out: Record<string, { results: number; service: number; graphql: number; filter: unknown }> = {};
  for (const [name, filter] of Object.entries(filters)) {
    const service = await countQueries(() =>
      searchTrees(ctx(), parseSearchFilter(filter), parseSearchPage({ resultsPerPage: 100 })),
    );
    const graph = await countQueries(() =>
      Promise.resolve(
        execute({
          schema: getSchema(),
          document: parse(GRAPHQL_PAGE),
          contextValue: ctx(),
          variableValues: { filter },
        }),
      ),
    );
    if (graph.result.errors?.length) throw new Error(graph.result.errors[0].message);
    out[name] = {
      results: service.result.pageResults.length,
      service: service.queries,
      graphql: graph.queries,
      filter,
    };
  }
  const lists = process.env.BENCH_LISTS ? (JSON.parse(process.env.BENCH_LISTS) as BenchLists) : null;
  if (!lists) return out;
  const listCounts: Record<string, { trees: number; service: number; graphql: number }> = {};
  for (const [name, id] of [
    ['small', lists.smallListId],
    ['big', lists.bigListId],
  ] as const) {
    const service = await countQueries(() => getList(ctx(), id));
    const graph = await countQueries(() =>
      Promise.resolve(
        execute({ schema: getSchema(), document: parse(GRAPHQL_LIST), contextValue: ctx(), variableValues: { id } }),
      ),
    );
    if (graph.result.errors?.length) throw new Error(graph.result.errors[0].message);
    listCounts[name] = { trees: service.result.trees.length, service: service.queries, graphql: graph.queries };
  }
  return { ...out, lists: listCounts };
}

const GRAPHQL_LIST = `query List($id: Int!) { list(id: $id) { id name treeCount owner { id firstName }
  collaborators { id firstName } trees { position note card { id scientificName commonName photoLink } } } }`;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
