import { Region } from '../../catalogue/regions';
import { toSearchKey } from '../../catalogue/search-key';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { escapeLike, namedQuery, visibleTrees } from './sql';

/**
 * Name search over every name of a tree: its scientific name (trees.scientific_search_key) and the
 * rows of tree_names (primary, alternative and generic common names, synonyms). Both sides are
 * normalised by toSearchKey, so search is case-, accent-, hyphen- and ×-insensitive.
 *
 * Ranking tiers, best first (a tree is suggested once, under its best-ranked name):
 *   exact        the whole key equals the typed key               ("coast live oak")
 *   prefix       a name starts with it                            ("coast li")
 *   word_prefix  a later word of a name starts with it            ("live oak" in "coast live oak")
 *   similar      pg_trgm: word similarity >= 0.6 or strict word   ("jacarnda" -> Jacaranda)
 *                similarity >= 0.5 (the extension's default thresholds; typos)
 * Within a tier: alphabetical by the matched name (similar: most similar first), then by the tree's
 * common and scientific names. At most 100 suggestions.
 * The word-prefix tier is only computed while the better tiers found fewer than 100 trees (a
 * one-letter query does not scan every name); the similar tier, the costly one, only when the other
 * three found fewer than 10 trees (a typo usually leaves none) and the term has at least 3 characters.
 */
export enum NameMatchTier {
  Exact = 'exact',
  Prefix = 'prefix',
  WordPrefix = 'word_prefix',
  Similar = 'similar',
}

/** Which of the tree's names matched. */
export enum NameMatchKind {
  Scientific = 'scientific',
  Synonym = 'synonym',
  CommonPrimary = 'common_primary',
  CommonAlternate = 'common_alternate',
  CommonGeneric = 'common_generic',
}

export interface NameSuggestion {
  treeId: number;
  /** The matched name, as displayed. */
  name: string;
  kind: NameMatchKind;
  tier: NameMatchTier;
  scientificName: string;
  commonName: string | null;
}

export const SUGGESTIONS_MAX = 100;
export const SEARCH_STRING_MAX = 100;
/** Candidates per tier and name table: enough for 100 distinct trees after de-duplication. */
const TIER_CANDIDATES = 300;
const SIMILAR_MIN_LENGTH = 3;
/** Similar names fill in only when the exact, prefix and word-prefix tiers found fewer trees. */
export const SIMILAR_BELOW = 10;
const TIERS = [NameMatchTier.Exact, NameMatchTier.Prefix, NameMatchTier.WordPrefix, NameMatchTier.Similar];

/** Validates a typed name ("searchString", "searchTerm") and returns its search key ('' = nothing to search). */
export function nameSearchKey(raw: unknown, field = 'searchString'): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') {
    throw new ValidationError(`${field} must be given once, as text`, [{ field, message: 'Should be text.' }]);
  }
  if (raw.length > SEARCH_STRING_MAX) {
    throw new ValidationError(`${field} is too long (at most ${SEARCH_STRING_MAX} characters)`, [
      { field, message: `At most ${SEARCH_STRING_MAX} characters.` },
    ]);
  }
  return toSearchKey(raw);
}

export interface NameKeyParams extends Record<string, string> {
  nameKey: string;
  namePrefix: string;
  nameWordPrefix: string;
}

export function nameKeyParams(key: string): NameKeyParams {
  return { nameKey: key, namePrefix: `${escapeLike(key)}%`, nameWordPrefix: `% ${escapeLike(key)}%` };
}

const CONDITIONS: Record<NameMatchTier, (column: string) => string> = {
  [NameMatchTier.Exact]: (column) => `${column} COLLATE "C" = :nameKey`,
  [NameMatchTier.Prefix]: (column) => `${column} COLLATE "C" LIKE :namePrefix AND ${column} COLLATE "C" <> :nameKey`,
  [NameMatchTier.WordPrefix]: (column) =>
    `${column} LIKE :nameWordPrefix AND ${column} COLLATE "C" NOT LIKE :namePrefix`,
  [NameMatchTier.Similar]: (column) =>
    `(:nameKey <% ${column} OR :nameKey <<% ${column}) AND ${column} COLLATE "C" NOT LIKE :namePrefix AND ${column} NOT LIKE :nameWordPrefix`,
};

/** One tier over both name sources, each ordered and capped. */
function tierSql(tier: NameMatchTier, region: Region): string {
  const rank = TIERS.indexOf(tier);
  const similar = tier === NameMatchTier.Similar;
  const score = (column: string) =>
    similar ? `GREATEST(word_similarity(:nameKey, ${column}), strict_word_similarity(:nameKey, ${column}))` : '1::real';
  const order = (column: string) =>
    similar ? `${score(column)} DESC, ${column} COLLATE "C"` : `${column} COLLATE "C"`;
  const where = CONDITIONS[tier];
  return `(SELECT tn.tree_id, tn.kind::text AS kind, tn.name, tn.search_key, ${rank} AS tier, ${score('tn.search_key')} AS score
      FROM tree_names tn JOIN trees t ON t.id = tn.tree_id
      WHERE ${visibleTrees('t', region)} AND ${where('tn.search_key')}
      ORDER BY ${order('tn.search_key')} LIMIT ${TIER_CANDIDATES})
    UNION ALL
    (SELECT t.id, 'scientific', t.scientific_name, t.scientific_search_key, ${rank}, ${score('t.scientific_search_key')}
      FROM trees t
      WHERE ${visibleTrees('t', region)} AND ${where('t.scientific_search_key')}
      ORDER BY ${order('t.scientific_search_key')} LIMIT ${TIER_CANDIDATES})`;
}

const KIND_PRIORITY = `CASE c.kind WHEN 'scientific' THEN 0 WHEN 'common_primary' THEN 1 WHEN 'synonym' THEN 2
  WHEN 'common_alternate' THEN 3 ELSE 4 END`;

/** The ranked suggestion statement; `similar` off for short keys and for the detail-by-name routing. */
function suggestionSql(region: Region, similar: boolean): string {
  const tier3 = similar
    ? `, tier3 AS MATERIALIZED (
        SELECT * FROM (${tierSql(NameMatchTier.Similar, region)}) s
        WHERE (SELECT count(DISTINCT x.tree_id) FROM (SELECT tree_id FROM tier01 UNION ALL SELECT tree_id FROM tier2) x) < ${SIMILAR_BELOW})`
    : '';
  return `WITH tier01 AS MATERIALIZED (${tierSql(NameMatchTier.Exact, region)} UNION ALL ${tierSql(NameMatchTier.Prefix, region)}),
    tier2 AS MATERIALIZED (
      SELECT * FROM (${tierSql(NameMatchTier.WordPrefix, region)}) w
      WHERE (SELECT count(DISTINCT tree_id) FROM tier01) < ${SUGGESTIONS_MAX})${tier3},
    best AS (
      SELECT DISTINCT ON (c.tree_id) c.*
      FROM (SELECT * FROM tier01 UNION ALL SELECT * FROM tier2 ${similar ? 'UNION ALL SELECT * FROM tier3' : ''}) c
      ORDER BY c.tree_id, c.tier, c.score DESC, ${KIND_PRIORITY}, c.search_key COLLATE "C")
    SELECT b.tree_id AS "treeId", b.kind, b.name, b.tier, t.scientific_name AS "scientificName", t.common_name AS "commonName"
    FROM best b JOIN trees t ON t.id = b.tree_id
    ORDER BY b.tier, b.score DESC, b.search_key COLLATE "C", lower(t.common_name) COLLATE "C" NULLS LAST,
      t.scientific_search_key COLLATE "C", b.tree_id
    LIMIT ${SUGGESTIONS_MAX}`;
}

interface SuggestionRow {
  treeId: number;
  kind: NameMatchKind;
  name: string;
  tier: number;
  scientificName: string;
  commonName: string | null;
}

async function rankedNames(
  ctx: RequestContext,
  key: string,
  region: Region,
  similar: boolean,
): Promise<NameSuggestion[]> {
  if (!key) return [];
  const rows = await namedQuery<SuggestionRow>(
    ctx.db,
    suggestionSql(region, similar && key.length >= SIMILAR_MIN_LENGTH),
    nameKeyParams(key),
  );
  return rows.map((row) => ({ ...row, tier: TIERS[row.tier] }));
}

/** GET /api/tree/search-by-name: up to 100 suggestions, best first. One SQL statement. */
export function suggestNames(ctx: RequestContext, searchString: unknown, region: Region): Promise<NameSuggestion[]> {
  return rankedNames(ctx, nameSearchKey(searchString), region, true);
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

/**
 * SQL for "the tree's names match the term", for result pages (multi-result name search and the
 * searchTerm of a characteristic search): a name starts with the term or has a word starting with
 * it; when no visible tree matches that way, the term is taken for a typo and names similar to it
 * match instead (the similar tier above; at least 3 characters). One statement: the
 * "no strict match" test is an uncorrelated sub-select PostgreSQL evaluates once.
 */
export function nameMatchCondition(treeAlias: string, region: Region, key: string): string {
  const strict = (tn: string, st: string) => `SELECT ${tn}.tree_id FROM tree_names ${tn}
      WHERE ${tn}.search_key COLLATE "C" LIKE :namePrefix OR ${tn}.search_key LIKE :nameWordPrefix
    UNION ALL
    SELECT ${st}.id FROM trees ${st}
      WHERE ${st}.scientific_search_key COLLATE "C" LIKE :namePrefix OR ${st}.scientific_search_key LIKE :nameWordPrefix`;
  if (key.length < SIMILAR_MIN_LENGTH) return `${treeAlias}.id IN (${strict('tn', 'st')})`;
  // One IN (...) list, so the planner can semi-join it; the typo branch is gated by a one-time filter.
  return `${treeAlias}.id IN (${strict('tn', 'st')}
    UNION ALL
    SELECT fuzzy.tree_id FROM (
      SELECT tn2.tree_id FROM tree_names tn2 WHERE :nameKey <% tn2.search_key OR :nameKey <<% tn2.search_key
      UNION ALL
      SELECT st2.id FROM trees st2 WHERE :nameKey <% st2.scientific_search_key OR :nameKey <<% st2.scientific_search_key
    ) fuzzy
    WHERE NOT EXISTS (SELECT 1 FROM tree_names tn3 JOIN trees v ON v.id = tn3.tree_id
        WHERE ${visibleTrees('v', region)} AND (tn3.search_key COLLATE "C" LIKE :namePrefix OR tn3.search_key LIKE :nameWordPrefix))
      AND NOT EXISTS (SELECT 1 FROM trees st3
        WHERE ${visibleTrees('st3', region)}
          AND (st3.scientific_search_key COLLATE "C" LIKE :namePrefix OR st3.scientific_search_key LIKE :nameWordPrefix)))`;
}
