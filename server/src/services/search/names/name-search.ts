import type { Region } from '../../../catalogue/regions';
import {
  NameMatchKind,
  NameMatchTier,
  SEARCH_STRING_MAX,
  type NameSuggestion,
  SHORT_KEY,
  SIMILAR_BELOW,
  SIMILAR_CANDIDATES,
  SUGGESTIONS_MAX,
  TIERS,
  TIER_CANDIDATES,
  needsSimilar,
  prefixUpperBound,
  similarWords,
  toSearchKey,
  withSimilarNames,
} from '@selectree/rules';
import type { RequestContext } from '../../../context';
import { ValidationError } from '../../../errors';
import { escapeLike, preparedQuery, visibleTrees } from '../sql/sql';

/**
 * Name search over every name of a tree: its scientific name (trees.scientific_search_key) and the
 * rows of tree_names (primary, alternative and generic common names, synonyms). Both sides are
 * normalised by toSearchKey, so search is case-, accent-, hyphen- and ×-insensitive.
 *
 * Ranking tiers, best first (a tree is suggested once, under its best-ranked name):
 *   exact        the whole name is the typed text                     "coast live oak"
 *   prefix       a name starts with it                                "coast li"
 *   word_prefix  a later word of a name starts with it                "live oak" in "coast live oak"
 *   similar      typos: every typed word starts a word of the name or "jacarnda" -> Jacaranda,
 *                is like one (pg_trgm word similarity >= 0.6 or strict "quercus agrifola"
 *                word similarity >= 0.5, the extension's thresholds)
 * Within a tier: alphabetically by the matched name (similar: most similar first, then
 * alphabetically), then by the tree's common and scientific names. At most 100 suggestions.
 *
 * Cost rules (plans checked on the export and on 100,000 synthetic trees, see bench/):
 *   - The exact, prefix and word-prefix tiers are ONE statement: each name table is read once
 *     through its indexes (C-collated btree for prefixes, trigram GIN for word prefixes).
 *   - Typed text shorter than 3 characters matches by prefix only (an ordered btree range), since
 *     a one-letter word prefix or typo would match most names.
 *   - Similar names are looked for in a second statement only when the first found fewer than
 *     10 trees (a typo usually leaves none), and only for 3 characters or more. Each typed word
 *     must match, so "quercus agrifola" looks at the names like "agrifola" that also contain
 *     "quercus", not at every Quercus.
 */
export {
  NameMatchKind,
  NameMatchTier,
  type NameSuggestion,
  SEARCH_STRING_MAX,
  SHORT_KEY,
  SIMILAR_BELOW,
  SIMILAR_CANDIDATES,
  SUGGESTIONS_MAX,
  TIERS,
  TIER_CANDIDATES,
  prefixUpperBound,
  similarWords,
};

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

/**
 * Bind parameters of a search key: the key and the end of its prefix range (a name starts with
 * the key when key <= name < upper, in byte order: indexable in a prepared statement's generic
 * plan, unlike LIKE 'key%'), the word-prefix pattern, and each word's for typo matching.
 */
export function nameKeyParams(key: string): Record<string, string> {
  const params: Record<string, string> = {
    nameKey: key,
    nameUpper: prefixUpperBound(key),
    nameWordPrefix: `% ${escapeLike(key)}%`,
  };
  similarWords(key).forEach((word, i) => {
    params[`nameWord${i}`] = word;
    params[`nameWord${i}Upper`] = prefixUpperBound(word);
    params[`nameWord${i}WordPrefix`] = `% ${escapeLike(word)}%`;
  });
  return params;
}

/** A name column starts with the parameter `from` (and so sorts below `to`). */
const startsWith = (column: string, from: string, to: string) =>
  `(${column} COLLATE "C" >= :${from} AND ${column} COLLATE "C" < :${to})`;

/** A name column starts with the key, or has a word that does (the strict tiers). */
const strictMatch = (column: string, key: string) =>
  key.length < SHORT_KEY
    ? startsWith(column, 'nameKey', 'nameUpper')
    : `(${startsWith(column, 'nameKey', 'nameUpper')} OR ${column} LIKE :nameWordPrefix)`;

/** Every typed word starts a word of the name or is like one (the similar tier). */
function similarMatch(column: string, key: string): string {
  return similarWords(key)
    .map((word, i) => {
      const like = `${startsWith(column, `nameWord${i}`, `nameWord${i}Upper`)} OR ${column} LIKE :nameWord${i}WordPrefix`;
      return word.length < SHORT_KEY
        ? `(${like})`
        : `(${like} OR :nameWord${i} <% ${column} OR :nameWord${i} <<% ${column})`;
    })
    .join(' AND ');
}

/**
 * Both name sources as (tree_id, kind, name, search_key) with the tree's names for ranking and
 * display (scientific_name, common_name, scientific_key: read here, where each name already joins
 * its tree, so the ranked rows need no second look-up), filtered by `where(column)` and capped at
 * `limit` rows each: with `ordered`, the first ones in key order, equal keys by row id (a total
 * order, so the rows read never depend on the plan: an index range scan over (key "C", id) that
 * stops early, migration 1795830000000), else the first ones found (a bitmap or sequential scan
 * that stops early: the first in the table's physical order). `gate` is a condition with no
 * columns (PostgreSQL tests it once, before reading anything). name-suggest.ts reads the same.
 */
function names(
  where: (column: string) => string,
  region: Region,
  limit: number,
  ordered = false,
  gate = 'true',
  drafts = false,
): string {
  const branch = (select: string, column: string, id: string) =>
    `(${select} ${ordered ? `ORDER BY ${column} COLLATE "C", ${id} ` : ''}LIMIT ${limit})`;
  const draft = drafts ? ', NOT t.published AS draft' : '';
  return `${branch(
    `SELECT tn.tree_id, tn.kind::text AS kind, tn.name, tn.search_key,
        t.scientific_name, t.common_name, t.scientific_search_key AS scientific_key${draft}
      FROM tree_names tn JOIN trees t ON t.id = tn.tree_id
      WHERE ${gate} AND ${visibleTrees('t', region, drafts)} AND ${where('tn.search_key')}`,
    'tn.search_key',
    'tn.id',
  )}
    UNION ALL
    ${branch(
      `SELECT t.id, 'scientific', t.scientific_name, t.scientific_search_key,
        t.scientific_name, t.common_name, t.scientific_search_key${draft}
      FROM trees t
      WHERE ${gate} AND ${visibleTrees('t', region, drafts)} AND ${where('t.scientific_search_key')}`,
      't.scientific_search_key',
      't.id',
    )}`;
}

/** The ranked rows' draft flag, read only on the editors' path (visitors' statements are unchanged). */
const draftColumn = (drafts: boolean) => (drafts ? ', b.draft' : '');

const KIND_PRIORITY = `CASE c.kind WHEN 'scientific' THEN 0 WHEN 'common_primary' THEN 1 WHEN 'synonym' THEN 2
  WHEN 'common_alternate' THEN 3 ELSE 4 END`;

/**
 * Exact, prefix and word-prefix matches, one row per tree (its best name), ranked. Each tier reads
 * at most TIER_CANDIDATES names per table: all of them in the real catalogue; in a huge one, a
 * common word ("oak": 12,000 names at 100k trees) is ranked among the first names found.
 *
 * Word-prefix names are names that do not start with the text (those are the prefix tier's), so
 * they all rank below every prefix match: when the prefix names already hold SUGGESTIONS_MAX
 * trees, none of them can be shown and their (costly: "% acer%" is rechecked on every Acer) scans
 * are skipped. The test is an init plan over the materialized prefix names, run once.
 */
function strictSql(region: Region, key: string, drafts = false): string {
  const prefix = names(
    (column) => startsWith(column, 'nameKey', 'nameUpper'),
    region,
    TIER_CANDIDATES,
    true,
    'true',
    drafts,
  );
  const prefixTreesFewer = `(SELECT count(DISTINCT p.tree_id) FROM prefix p) < ${SUGGESTIONS_MAX}`;
  const wordPrefix =
    key.length < SHORT_KEY
      ? ''
      : `UNION ALL ${names(
          (column) => `${column} LIKE :nameWordPrefix AND NOT ${startsWith(column, 'nameKey', 'nameUpper')}`,
          region,
          TIER_CANDIDATES,
          false,
          prefixTreesFewer,
          drafts,
        )}`;
  return `WITH prefix AS MATERIALIZED (${prefix})
    SELECT b.tree_id AS "treeId", b.kind, b.name, b.tier, b.scientific_name AS "scientificName", b.common_name AS "commonName"${draftColumn(drafts)}
    FROM (
      SELECT DISTINCT ON (c.tree_id) c.*,
        CASE WHEN c.search_key COLLATE "C" = :nameKey THEN 0 WHEN ${startsWith('c.search_key', 'nameKey', 'nameUpper')} THEN 1 ELSE 2 END AS tier
      FROM (SELECT * FROM prefix ${wordPrefix}) c
      ORDER BY c.tree_id, tier, ${KIND_PRIORITY}, c.search_key COLLATE "C"
    ) b
    ORDER BY b.tier, b.search_key COLLATE "C", lower(b.common_name) COLLATE "C" NULLS LAST, b.scientific_key COLLATE "C", b.tree_id
    LIMIT ${SUGGESTIONS_MAX}`;
}

/**
 * Similar names (typos), one row per tree, most similar first, among the first SIMILAR_CANDIDATES
 * found per table (the physical order of a bitmap or sequential scan; name-similar.ts reads the
 * same). Ordering them by key instead makes PostgreSQL score every match: at 100k the cold keys'
 * reference went from p50 66 ms to 719 ms (see services/search/README.md).
 */
function similarSql(region: Region, key: string, drafts = false): string {
  const score = (column: string) =>
    `GREATEST(word_similarity(:nameKey, ${column}), strict_word_similarity(:nameKey, ${column}))`;
  return `SELECT b.tree_id AS "treeId", b.kind, b.name, 3 AS tier, b.scientific_name AS "scientificName", b.common_name AS "commonName"${draftColumn(drafts)}
    FROM (
      SELECT DISTINCT ON (c.tree_id) c.*, ${score('c.search_key')} AS score
      FROM (${names((column) => similarMatch(column, key), region, SIMILAR_CANDIDATES, false, 'true', drafts)}) c
      ORDER BY c.tree_id, score DESC, ${KIND_PRIORITY}, c.search_key COLLATE "C"
    ) b
    ORDER BY b.score DESC, b.search_key COLLATE "C", lower(b.common_name) COLLATE "C" NULLS LAST, b.scientific_key COLLATE "C", b.tree_id
    LIMIT ${SUGGESTIONS_MAX}`;
}

interface SuggestionRow {
  treeId: number;
  kind: NameMatchKind;
  name: string;
  tier: number;
  scientificName: string;
  commonName: string | null;
  draft?: boolean;
}

const toSuggestion = (row: SuggestionRow): NameSuggestion => ({ ...row, tier: TIERS[row.tier] });

/**
 * THE REFERENCE of name suggestions: the ranked suggestions of a (non-empty) key, all in SQL (one
 * statement, two for typos). suggestions.ts answers the strict tiers from the in-process index
 * when it is current (name-suggest.ts), and this when it is not. With `drafts` (editors, see
 * suggestions.ts) Draft trees are ranked with the published ones and each suggestion says `draft`;
 * the index never holds that audience, so editors always take this path.
 */
export async function rankedNamesSql(
  ctx: RequestContext,
  key: string,
  region: Region,
  similar: boolean,
  drafts = false,
): Promise<NameSuggestion[]> {
  const params = nameKeyParams(key);
  const strict = (await preparedQuery<SuggestionRow>(ctx.db, strictSql(region, key, drafts), params)).map(toSuggestion);
  return withSimilar(ctx, key, region, similar, strict, undefined, drafts);
}

/**
 * The strict tiers' suggestions, followed by similar names (typos) when asked for and the strict
 * tiers found fewer than SIMILAR_BELOW trees (3 characters or more): from `fromIndex` (the
 * in-process index, name-similar.ts) when it can answer, else the second statement.
 */
export async function withSimilar(
  ctx: RequestContext,
  key: string,
  region: Region,
  similar: boolean,
  strict: NameSuggestion[],
  fromIndex?: () => NameSuggestion[] | null,
  drafts = false,
): Promise<NameSuggestion[]> {
  if (!needsSimilar(key, similar, strict)) return strict;
  const ranked =
    fromIndex?.() ??
    (await preparedQuery<SuggestionRow>(ctx.db, similarSql(region, key, drafts), nameKeyParams(key))).map(toSuggestion);
  return withSimilarNames(strict, ranked);
}

/**
 * SQL for "the tree's names match the term", for result pages (multi-result name search and the
 * searchTerm of a characteristic search): the ids of the trees with a name that starts with the
 * term or has a word starting with it; when no visible tree's name matches that way, the term is
 * taken for a typo and the similar tier's test applies instead (3 characters or more). One
 * sub-select: the "no strict match" test is an uncorrelated sub-select PostgreSQL evaluates once,
 * and stops at the first match. (Ids may repeat: use it with IN.)
 */
export function nameMatchIds(region: Region, key: string, drafts = false): string {
  const strict = `SELECT tn.tree_id FROM tree_names tn WHERE ${strictMatch('tn.search_key', key)}
    UNION ALL
    SELECT st.id FROM trees st WHERE ${strictMatch('st.scientific_search_key', key)}`;
  if (key.length < SHORT_KEY) return strict;
  const anyStrict = `EXISTS (SELECT 1 FROM tree_names tn3 JOIN trees v ON v.id = tn3.tree_id
        WHERE ${visibleTrees('v', region, drafts)} AND ${strictMatch('tn3.search_key', key)})
      OR EXISTS (SELECT 1 FROM trees st3 WHERE ${visibleTrees('st3', region, drafts)} AND ${strictMatch('st3.scientific_search_key', key)})`;
  return `${strict}
    UNION ALL
    SELECT fuzzy.tree_id FROM (
      SELECT tn2.tree_id FROM tree_names tn2 WHERE ${similarMatch('tn2.search_key', key)}
      UNION ALL
      SELECT st2.id FROM trees st2 WHERE ${similarMatch('st2.scientific_search_key', key)}
    ) fuzzy
    WHERE NOT (${anyStrict})`;
}
