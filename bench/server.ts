/**
 * The process under load (run.ts starts it pinned to one core): in one Node process,
 *   - the real app (createApp: helmet, pino-http, the REST facade, services, TypeORM), and
 *   - a raw express + pg app: GET /select1 (SELECT 1), and GET /suggest/:i and /search/:i, which
 *     replay over a plain pg Pool exactly the SQL statements (text and parameters) the service ran
 *     for the same request, recorded at start-up through the DataSource's logger (suggestions as
 *     named prepared statements, as the app runs them).
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
import { Region } from '../server/src/catalogue/regions';
import { loadConfig } from '../server/src/config';
import { buildRequestContext } from '../server/src/context';
import { createDataSource } from '../server/src/db/data-source';
import { countQueries } from '../server/src/db/query-counter';
import { getSchema } from '../server/src/graphql/schema';
import { setLogLevel } from '../server/src/logger';
import { getList } from '../server/src/services/lists.service';
import { parseSearchFilter, parseSearchPage, searchTrees, suggestNames } from '../server/src/services/search.service';
import type { BenchLists } from './seed-lists';
import { MANY_FILTERS, SELECTIVE_FILTERS, SUGGESTION_TERMS } from './workload';

type Statement = [string, unknown[]];

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  setLogLevel('warn');
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: '0' });
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
  const ctx = () => buildRequestContext({ db, config });
  const suggestions: Statement[][] = [];
  for (const term of SUGGESTION_TERMS)
    suggestions.push(await record(() => suggestNames(ctx(), term, Region.CALIFORNIA)));
  const searches: Statement[][] = [];
  for (const filter of [...SELECTIVE_FILTERS, ...MANY_FILTERS]) {
    searches.push(await record(() => searchTrees(ctx(), parseSearchFilter(filter), parseSearchPage({}))));
  }

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
  // Suggestions run as named prepared statements in the app (services/search/sql.ts): the same here.
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
  raw.get('/search/:i', replay(searches, false));
  raw.get('/query-counts', async (_req, res) => res.json(await queryCounts(db, ctx)));
  const rawServer = raw.listen(0, '127.0.0.1');
  await new Promise((resolve) => rawServer.once('listening', resolve));
  const rawAddress = rawServer.address();
  const rawPort = typeof rawAddress === 'object' && rawAddress ? rawAddress.port : 0;

  console.log(
    JSON.stringify({
      app: appPort,
      raw: rawPort,
      statements: { suggest: suggestions.map((s) => s.length), search: searches.map((s) => s.length) },
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
