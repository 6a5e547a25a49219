import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../context';
import { logger } from '../../logger';
import type { CatalogueVersionWatcher } from '../catalogue-version';
import { catalogueToken } from '../search.service';
import { buildSiteFacts, type SiteFacts } from './site-facts';

/**
 * One SiteFacts per DataSource, coherent the way the search index is (search/index/search-index.ts,
 * search/README.md "Build, memory, coherence"): every request reads the committed catalogue token
 * first (one single-row statement) and is answered from the facts only when they are that version.
 * Otherwise the request joins (or starts) a build whose snapshot is at least as new as the token it
 * read: the fallback is the same one statement a build is (at 2,000 trees ~50 ms, at 100,000
 * ~1-2 s), shared by every request waiting for it. The NOTIFY watcher starts that rebuild as soon as
 * any instance commits a catalogue write, so requests rarely wait.
 */
export class SiteFactsCache {
  private facts: SiteFacts | null = null;
  private building: Promise<SiteFacts> | null = null;
  private buildingSeq = 0;
  private builds = 0;
  private lastBuildMs = 0;
  private pending: NodeJS.Timeout | null = null;

  constructor(private readonly db: DataSource) {}

  async current(ctx: RequestContext): Promise<SiteFacts> {
    const token = await catalogueToken(ctx);
    if (this.facts?.version === token) return this.facts;
    return this.buildAfter(this.builds);
  }

  private async buildAfter(seq: number): Promise<SiteFacts> {
    for (;;) {
      if (!this.building) return this.startBuild();
      const joined = this.buildingSeq > seq;
      const built = await this.building;
      if (joined) return built;
    }
  }

  private startBuild(): Promise<SiteFacts> {
    this.builds += 1;
    this.buildingSeq = this.builds;
    const started = performance.now();
    const building = buildSiteFacts(this.db)
      .then((facts) => {
        this.facts = facts;
        this.lastBuildMs = performance.now() - started;
        return facts;
      })
      .finally(() => {
        if (this.building === building) this.building = null;
      });
    this.building = building;
    return building;
  }

  /**
   * A catalogue write was announced: rebuild soon (once for a burst), but only facts that a request
   * has asked for; an instance nobody asked for a site spends nothing on each write.
   */
  changed(version: string | null): void {
    if (version === null || !this.facts || this.facts.version.startsWith(`${version}:`) || this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      this.buildAfter(this.builds).catch((error: unknown) => {
        logger.warn({ err: error }, 'site facts: rebuild failed; the next request retries');
      });
    }, 20);
    this.pending.unref();
  }

  stats() {
    return {
      version: this.facts?.version ?? null,
      trees: this.facts?.size ?? 0,
      buildMs: Math.round(this.lastBuildMs),
    };
  }

  stop(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
  }
}

const caches = new WeakMap<DataSource, SiteFactsCache>();

export function siteFactsOf(db: DataSource): SiteFactsCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SiteFactsCache(db)));
  return cache;
}

/** At app start: rebuild whenever the watcher hears of a catalogue write. Returns the unsubscribe. */
export function startSiteFacts(db: DataSource, watcher: CatalogueVersionWatcher): () => void {
  const cache = siteFactsOf(db);
  const off = watcher.onChange((version) => cache.changed(version));
  return () => {
    off();
    cache.stop();
  };
}
