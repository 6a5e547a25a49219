import type { DataSource } from 'typeorm';
import type { RequestContext } from '../server/src/context';
import {
  parseSiteInput,
  recommendTrees,
  siteConstraintSql,
  siteFactsOf,
} from '../server/src/services/site/site.service';
import { SITE_QUERIES } from './workload';

type Statement = [string, unknown[]];

/**
 * The raw routes of the site recommendations (issue 22): the app's own statements for each bench
 * site (the version token, the page's cards) with the token read replaced by the ZIP lookup and the
 * plain SQL of the same constraints and ranking (services/site/site-sql.ts): what the request costs when
 * PostgreSQL filters, scores and sorts every tree. Checks the SQL's page equals the app's first.
 */
export async function siteStatements(
  db: DataSource,
  ctx: () => RequestContext,
  record: (work: () => Promise<unknown>) => Promise<Statement[]>,
): Promise<{ statements: Statement[][]; facts: Record<string, unknown> }> {
  const started = performance.now();
  await siteFactsOf(db).current(ctx());
  const buildMs = Math.round(performance.now() - started);
  const statements: Statement[][] = [];
  for (const query of SITE_QUERIES) {
    const input = parseSiteInput(Object.fromEntries(new URLSearchParams(query)));
    const page = { activePage: 1, resultsPerPage: 30 };
    let answer: Awaited<ReturnType<typeof recommendTrees>> | null = null;
    const recorded = await record(async () => (answer = await recommendTrees(ctx(), input, page)));
    const { site, pageResults, totalResults } = answer!;
    const sql = siteConstraintSql(input, site.region, site.zip.usdaZoneNumber, page);
    const rows: { total: string; id: number }[] = await db.query(sql.text, sql.values);
    const ids = (list: number[]) => list.join(',');
    if (ids(rows.map((r) => r.id)) !== ids(pageResults.map((r) => r.treeId)) || Number(rows[0]?.total ?? 0) !== totalResults)
      throw new Error(`site SQL != app for ${query}`);
    // The app reads its ZIP from the facts; the raw route looks it up, then the same constraints in SQL.
    const zip: Statement = ['SELECT zip, city, state, usda_zone FROM zip_codes WHERE zip = $1', [input.zip]];
    const replaced = recorded.map(([text, values]): Statement => (text.includes('catalogue_version') ? [sql.text, sql.values] : [text, values]));
    statements.push([zip, ...replaced]);
  }
  return { statements, facts: { ...siteFactsOf(db).stats(), firstBuildMs: buildMs, inProcess: await inProcess(ctx) } };
} // prettier-ignore

/** The service alone, one call at a time (no HTTP, no concurrency): p50 / p95 ms over 20 rounds of the sites. */
async function inProcess(ctx: () => RequestContext): Promise<{ calls: number; p50: number; p95: number }> {
  const times: number[] = [];
  const inputs = SITE_QUERIES.map((query) => parseSiteInput(Object.fromEntries(new URLSearchParams(query))));
  for (let round = 0; round < 20; round += 1)
    for (const input of inputs) {
      const started = performance.now();
      await recommendTrees(ctx(), input, { activePage: 1, resultsPerPage: 30 });
      times.push(performance.now() - started);
    }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.floor(q * (times.length - 1))] * 10) / 10;
  return { calls: times.length, p50: at(0.5), p95: at(0.95) };
}
