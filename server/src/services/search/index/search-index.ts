import type { DataSource } from 'typeorm';
import type { Region } from '../../../catalogue/regions';
import type { RequestContext } from '../../../context';
import { DomainError } from '../../../errors';
import { logger } from '../../../logger';
import type { CatalogueVersionWatcher } from '../../catalogue-version';
import { buildFacetIndex } from './facet-build';
import { type FacetIndex, setBit, termMatches } from '@selectree/rules';
import { nameKeyParams, nameMatchIds, nameSearchKey } from '../names/name-search';
import type { TreeSearchFilter } from '../filter/search-filter';
import type { SearchPage, SearchSort } from '../filter/search-options';
import { type CardColumns, type TreeCard, type TreeSearchResult, pageCards, zipZone } from '../sql/search-parts';
import { catalogueToken } from './catalogue-token';
import type { ResolvedZip } from '../filter/zip-codes';
import { keptCards } from '../results/kept-cards';

/**
 * The facet index's life cycle: one per DataSource (per app instance), built from PostgreSQL at
 * start and kept current on every catalogue write.
 *
 * COHERENCE. Every catalogue table (trees, tree_names, taxa, photos, zip_codes, ...) moves the
 * catalogue version on at commit, by trigger (migrations 1795800000001, 1796300000001 and
 * 1796400000000: a counter per connection, the version their sum), whichever path writes:
 * tree editing (services/editing/), photos, the CLI and service imports (services/import/), the CSV
 * upload (services/upload/, through the importer) and any later writer of those tables. So:
 *   - a build reads the version and the catalogue in ONE repeatable-read snapshot: the index is
 *     exactly the catalogue of that version;
 *   - every search first reads the committed version (one single-row statement, the same count as
 *     the SQL reference's page statement it replaces) and answers from the index only when it is
 *     that version; otherwise it answers from the SQL reference, which reads the committed
 *     catalogue (so a write this instance, or any other, committed before the search is always
 *     seen), and never waits for the rebuild;
 *   - the NOTIFY of catalogue-version.ts (LISTEN on every instance) starts that rebuild at once
 *     (within READ_GAP_MS of the previous read of the version in a burst of writes), so
 *     searches are on the SQL path only for a build's time after a write;
 *   - the version token is version:xmin of the row, so a table emptied and refilled (tests
 *     TRUNCATE every table, the version restarts at 1) never looks current.
 * When a build fails (database unreachable) searches fall back to the SQL reference.
 *
 * A rebuild reads the whole catalogue (no incremental update: writes are rare and a build at
 * 100,000 trees takes about a second of background work; see README.md here). Its statements run
 * on a pool connection outside any request, so they do not count as the request's statements.
 */
export interface SearchIndexStats {
  version: string | null;
  trees: number;
  names: number;
  buildMs: number;
  builds: number;
  typedBytes: number;
  phases: { readMs: number; buildMs: number };
}

/** Build times to wait between the end of a build and the next one while writes keep coming. */
const REBUILD_GAP = 3;

class SearchIndex {
  private index: FacetIndex | null = null;
  private building: Promise<FacetIndex | null> | null = null;
  private buildingSeq = 0;
  private builds = 0;
  private lastBuildMs = 0;
  private pending: NodeJS.Timeout | null = null;
  private lastBuildEnd = -Infinity;
  /** A search or suggestion has asked for the index since the last build started. */
  private asked = false;
  private phases = { readMs: 0, buildMs: 0 };

  constructor(private readonly db: DataSource) {}

  /** The index of the committed catalogue (one statement), or null when none can be built. */
  async current(ctx: RequestContext): Promise<FacetIndex | null> {
    this.asked = true;
    const token = await catalogueToken(ctx);
    if (this.index?.version === token) return this.index;
    // Only a build started after this read has a snapshot at least as new as `token`.
    return this.buildAfter(this.builds);
  }

  /**
   * For requests: the index when it is the committed catalogue (one statement), else null at once,
   * and the caller answers from the SQL reference (always current) while the rebuild catches up:
   * a search right after a write never waits for a whole build (seconds at 100,000 trees). The
   * NOTIFY watcher starts that rebuild; this starts one too when none is under way (the watcher's
   * connection down, a failed build, or no search since the last build: see changed).
   */
  async ifCurrent(ctx: RequestContext): Promise<FacetIndex | null> {
    const index = this.at(await catalogueToken(ctx));
    if (!index && !this.building) void this.buildAfter(this.builds);
    return index;
  }

  /**
   * The index when it is exactly the catalogue of `token` (a committed version token the caller
   * has just read), else null: no waiting (name suggestions then answer from SQL; the NOTIFY
   * watcher has the rebuild under way).
   */
  at(token: string): FacetIndex | null {
    this.asked = true;
    return this.index?.version === token ? this.index : null;
  }

  /** A build started after `seq` builds had started (joined when one is under way). */
  private async buildAfter(seq: number): Promise<FacetIndex | null> {
    for (;;) {
      if (!this.building) return this.startBuild();
      const joined = this.buildingSeq > seq;
      const built = await this.building;
      if (joined) return built;
    }
  }

  private startBuild(): Promise<FacetIndex | null> {
    this.asked = false;
    this.builds += 1;
    this.buildingSeq = this.builds;
    const started = performance.now();
    const building = buildFacetIndex(this.db)
      .then(({ index, readMs, buildMs }) => {
        this.phases = { readMs, buildMs };
        this.index = index;
        this.lastBuildMs = performance.now() - started;
        return index;
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'search index: build failed; searches use SQL until the next build');
        return null;
      })
      .finally(() => {
        this.lastBuildEnd = performance.now();
        if (this.building === building) this.building = null;
      });
    this.building = building;
    return building;
  }

  /**
   * A catalogue write was announced (NOTIFY): rebuild soon, once for a burst of announcements, when
   * the index has been asked for since the last build (else the first search to find it behind
   * starts the build, ifCurrent, and answers from SQL meanwhile: an instance that only takes
   * editors' saves does not rebuild after each of them). A write after a quiet spell rebuilds after
   * 20 ms; while writes keep coming, the next build waits until REBUILD_GAP build times have passed
   * since the last one ended, so builds take at most 1 / (1 + REBUILD_GAP) of this instance's CPU
   * and the saves keep the rest (20 editors saving at once queued behind back-to-back builds, each
   * a second at 100,000 trees; searches meanwhile answer from SQL, which is current).
   */
  changed(version: string | null): void {
    if (version === null || this.index?.version.startsWith(`${version}:`) || this.pending || !this.asked) return;
    const gap = this.lastBuildMs * REBUILD_GAP - (performance.now() - this.lastBuildEnd);
    this.pending = setTimeout(
      () => {
        this.pending = null;
        void this.buildAfter(this.builds);
      },
      Math.max(20, gap),
    );
    this.pending.unref();
  }

  /** Builds unless built or building (start-up); resolves when there is an index. */
  warm(): Promise<FacetIndex | null> {
    if (this.building) return this.building;
    return this.index ? Promise.resolve(this.index) : this.buildAfter(this.builds);
  }

  stats(): SearchIndexStats {
    return {
      version: this.index?.version ?? null,
      trees: this.index?.size ?? 0,
      names: this.index?.names.size ?? 0,
      buildMs: Math.round(this.lastBuildMs),
      builds: this.builds,
      typedBytes: this.index?.typedBytes() ?? 0,
      phases: this.phases,
    };
  }

  stop(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
  }
}

const indexes = new WeakMap<DataSource, SearchIndex>();

export function searchIndexOf(db: DataSource): SearchIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new SearchIndex(db)));
  return index;
}

/**
 * At app start: build the index, and rebuild it whenever the catalogue version watcher hears of a
 * write (from this or any instance). Returns the unsubscribe.
 */
export function startSearchIndex(db: DataSource, watcher: CatalogueVersionWatcher): () => void {
  const index = searchIndexOf(db);
  const off = watcher.onChange((version) => index.changed(version));
  watcher.current();
  void index.warm();
  return () => {
    off();
    index.stop();
  };
}

/**
 * The matches of a filter as a bitset of the committed catalogue's index. Null when there is none:
 * being rebuilt after a write (requests do not wait) or no build possible. `wait`: wait for the
 * rebuild instead (the equivalence tests).
 */
async function matchIndexed(
  ctx: RequestContext,
  filter: TreeSearchFilter,
  region: Region,
  wait = false,
  given?: FacetIndex,
): Promise<{ index: FacetIndex; matched: Uint32Array; resolvedZip: ResolvedZip | null } | null> {
  const zip = filter.zipCode ? await zipZone(ctx, filter.zipCode) : null;
  const adapted = filter.climateAdapted && filter.adaptedZipCode ? await zipZone(ctx, filter.adaptedZipCode) : null;
  const searchIndex = searchIndexOf(ctx.db);
  const index = given ?? (await (wait ? searchIndex.current(ctx) : searchIndex.ifCurrent(ctx)));
  if (!index) return null;
  let names: Uint32Array | null = null;
  if (filter.searchTerm) {
    const key = nameSearchKey(filter.searchTerm, 'searchTerm');
    // Strict matches, or (none visible: a typo) the similar tier from the index's trigram postings
    // (@selectree/rules termMatches); null when those cannot answer exactly: PostgreSQL's then.
    names = termMatches(index, key, region);
    if (!names) await similarFromSql(ctx, index, region, key, (names = index.emptyBits()));
  }
  const zones = { zip: zip?.usdaZoneNumber ?? null, adapted: adapted?.usdaZoneNumber ?? null };
  return { index, matched: index.match(filter, region, zones, names), resolvedZip: adapted ?? zip };
}

/** The typo half of nameMatchIds asked of PostgreSQL: sets the bits of the trees it names. */
async function similarFromSql(
  ctx: RequestContext,
  index: FacetIndex,
  region: Region,
  key: string,
  names: Uint32Array,
): Promise<void> {
  const [text, values] = ctx.db.driver.escapeQueryWithParameters(
    `SELECT DISTINCT nm.tree_id FROM (${nameMatchIds(region, key)}) nm`,
    nameKeyParams(key),
  );
  const rows: { tree_id: number }[] = await ctx.db.query(text, values);
  for (const row of rows) {
    const at = index.position(row.tree_id);
    if (at !== undefined) setBit(names, at);
  }
}

/**
 * Characteristic search answered from the facet index: the ZIP lookups (first, as the reference,
 * with the same 400 for an unknown ZIP), the version check, and the page's cards: as many
 * statements per page as the reference, whatever the page size. A typo'd searchTerm (no visible
 * tree's name matches it strictly) adds the similar-names statement. Null: no index (the caller
 * answers with the SQL reference).
 */
export async function searchIndexed(
  ctx: RequestContext,
  filter: TreeSearchFilter,
  page: SearchPage,
  region: Region,
  columns: CardColumns = 'tree',
): Promise<TreeSearchResult | null> {
  const found = await matchIndexed(ctx, filter, region);
  if (!found) return null;
  const { total, ids } = found.index.page(found.matched, page);
  // REST's cards are kept with the index (one committed version): a page of kept cards reads none.
  // (Only CardTree's properties, as pageCards' 'card': searchTreeCards answers TreeSearchResult<CardTree>.)
  const pageResults =
    columns === 'card' ? ((await keptCards(ctx, found.index, ids)) as TreeCard[]) : await pageCards(ctx, ids, columns);
  return { pageResults, totalResults: total, resolvedZip: found.resolvedZip, page, region };
}

/** Every match of a filter in a sort's order, from the index (the equivalence test's side). */
export async function indexedIds(
  ctx: RequestContext,
  filter: TreeSearchFilter,
  sort: SearchSort,
  region: Region,
): Promise<number[] | null> {
  const found = await matchIndexed(ctx, filter, region, true);
  return found ? found.index.allIds(found.matched, sort) : null;
}

/**
 * How many trees each filter finds, the index read once for all of them (My Lists' saved searches):
 * one version read, then in memory (a ZIP or a typo'd term beyond ASCII adds its statement). A
 * filter the search refuses (an unknown ZIP: a DomainError) counts null. Null for all: no current
 * index (the caller counts with the SQL reference).
 */
export async function countIndexed(
  ctx: RequestContext,
  searches: readonly { filter: TreeSearchFilter; region: Region }[],
): Promise<(number | null)[] | null> {
  const index = await searchIndexOf(ctx.db).ifCurrent(ctx);
  if (!index) return null;
  const counts: (number | null)[] = [];
  for (const { filter, region } of searches) {
    try {
      const found = await matchIndexed(ctx, filter, region, false, index);
      counts.push(found ? found.index.count(found.matched) : null);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      counts.push(null);
    }
  }
  return counts;
}
