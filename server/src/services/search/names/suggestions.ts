import { can } from '../../../auth/policies';
import { Region } from '../../../catalogue/regions';
import type { RequestContext } from '../../../context';
import type { Rendering } from '../../rendering';
import { type NameSuggestion, NameMatchTier, nameSearchKey, rankedNamesSql, withSimilar } from './name-search';
import { similarSuggestions, strictSuggestions } from '@selectree/rules';
import { searchIndexOf } from '../index/search-index';
import { cachedByVersion, keptByVersion } from './suggestion-cache';

/**
 * Name suggestions as the app answers them: the committed catalogue version read first (one
 * single-row statement); this version's cached answer for the same key (suggestion-cache.ts); else
 * the exact, prefix and word-prefix tiers from the in-process search index when it is exactly that
 * version (name-suggest.ts, no statement), else from the SQL reference (name-search.ts,
 * rankedNamesSql, one statement). Typos (the similar tier), looked for only when the strict tiers
 * found fewer than SIMILAR_BELOW trees, come from the same index (name-similar.ts: pg_trgm's
 * measures in process) when it answers, else from PostgreSQL (one more statement). The answers are
 * the reference's (search-equivalence tests).
 */
function ranking(
  ctx: RequestContext,
  key: string,
  region: Region,
  similar: boolean,
): { id: string; compute: (token: string) => Promise<NameSuggestion[]> } {
  // Editors also find drafts (marked `draft`): the SQL reference with the published test dropped,
  // cached apart. The index holds the visitors' view only, so the visitors' path is unchanged.
  if (can(ctx.viewer, 'tree:read-draft')) {
    return {
      id: `drafts|${region}|${similar}|${key}`,
      compute: () => rankedNamesSql(ctx, key, region, similar, true),
    };
  }
  return {
    id: `${region}|${similar}|${key}`,
    compute: (token) => {
      const index = searchIndexOf(ctx.db).at(token);
      if (!index) return rankedNamesSql(ctx, key, region, similar);
      return withSimilar(ctx, key, region, similar, strictSuggestions(index, key, region), () =>
        similarSuggestions(index, key, region),
      );
    },
  };
}

async function rankedNames(
  ctx: RequestContext,
  key: string,
  region: Region,
  similar: boolean,
): Promise<NameSuggestion[]> {
  if (!key) return [];
  const { id, compute } = ranking(ctx, key, region, similar);
  return cachedByVersion(ctx, id, compute);
}

/** How a caller turns suggestions into its answer (services/rendering.ts). */
export type SuggestionRendering<T> = Rendering<readonly NameSuggestion[], T>;

/**
 * GET /api/tree/search-by-name: up to 100 suggestions, best first. The catalogue version read,
 * then no statement (the index answers), or one (the SQL reference), plus one for typos.
 */
export function suggestNames(ctx: RequestContext, searchString: unknown, region: Region): Promise<NameSuggestion[]> {
  return rankedNames(ctx, nameSearchKey(searchString), region, true);
}

/**
 * suggestNames rendered, each rendering kept beside the suggestions for the same catalogue version
 * (suggestion-cache.ts): a key asked again costs the version read only, and is not rendered again.
 * Same statements as suggestNames.
 */
export async function suggestNamesAs<T>(
  ctx: RequestContext,
  searchString: unknown,
  region: Region,
  as: SuggestionRendering<T>,
): Promise<T> {
  const key = nameSearchKey(searchString);
  if (!key) return as.render([]);
  const { id, compute } = ranking(ctx, key, region, true);
  return keptByVersion(ctx, `${as.name}|${id}`, async (token) => as.render(await compute(token)));
}

/**
 * The detail-by-name routing (/tree-detail/{hyphenated-name}): the trees whose name IS the given
 * name; when there are none, the trees with a name starting with it (at a word boundary). No typo
 * matching: the client sends a name it built itself. Hyphens count as spaces (toSearchKey).
 * The client goes to the detail page for one tree, to the results for several, and to a genus
 * search on the first word for none.
 */
export async function linkSearchByName(ctx: RequestContext, searchString: unknown): Promise<NameSuggestion[]> {
  const matches = await rankedNames(ctx, nameSearchKey(searchString), Region.CALIFORNIA, false);
  const exact = matches.filter((match) => match.tier === NameMatchTier.Exact);
  return exact.length ? exact : matches;
}

/** The SQL reference alone (no cache, no index): the equivalence tests' and the bench's other side. */
export async function suggestNamesReference(
  ctx: RequestContext,
  searchString: unknown,
  region: Region,
): Promise<NameSuggestion[]> {
  const key = nameSearchKey(searchString);
  return key ? rankedNamesSql(ctx, key, region, true) : [];
}

/**
 * The index path alone (no cache; null when the index is not the committed version): the
 * equivalence tests' and the bench's check. Same statements as suggestNames on a cache miss.
 */
export async function suggestNamesIndexed(
  ctx: RequestContext,
  searchString: unknown,
  region: Region,
): Promise<NameSuggestion[] | null> {
  const key = nameSearchKey(searchString);
  const index = await searchIndexOf(ctx.db).current(ctx);
  if (!index) return null;
  if (!key) return [];
  return withSimilar(ctx, key, region, true, strictSuggestions(index, key, region), () =>
    similarSuggestions(index, key, region),
  );
}
