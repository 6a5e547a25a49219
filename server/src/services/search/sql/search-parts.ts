import { hawaiiNativeSql } from '../../../catalogue/hawaii-native';
import type { Region } from '../../../catalogue/regions';
import type { RequestContext } from '../../../context';
import { Tree } from '../../../entities';
import { NotFoundError, ValidationError } from '../../../errors';
import type { FlagFilter } from '../filter/search-filter';
import { type SearchPage, SearchSort } from '../filter/search-options';
import { type ResolvedZip, resolveZip } from '../filter/zip-codes';

/**
 * The pieces both ways of answering a characteristic search share (characteristic-search.ts, the
 * SQL reference; search-index.ts, the in-process facet index): the yes/no filters' SQL, the sort
 * orders, the ZIP lookup and the page's cards. One definition each, so the two ways cannot drift.
 */

/** What a card shows of its tree (a list page reads only these columns). */
export type CardTree = Pick<Tree, 'id' | 'scientificName' | 'commonName' | 'family' | 'heightHigh' | 'memo'>;

export interface TreeCard<T extends CardTree = Tree> {
  /** The whole tree, or only the card's columns (CardTree) for a 'card' page (REST). */
  tree: T;
  /** The first photo's link (by sequence), relative to the photo base URL; null without photos. */
  photoLink: string | null;
  /** That photo's responsive widths (srcset), empty for a photo without sizes. */
  photoWidths: number[];
  /** That photo's attribution, "credit · licence" (issue 23.3); null without photos. */
  photoCredit?: string | null;
}

export interface TreeSearchResult<T extends CardTree = Tree> {
  pageResults: TreeCard<T>[];
  totalResults: number;
  resolvedZip: ResolvedZip | null;
  page: SearchPage;
  region: Region;
}

/** Nullable boolean SQL per yes/no filter (fixed fragments; the answers are bind parameters). */
export const FLAG_SQL: Record<FlagFilter, string> = {
  fall_color: 'tree.foliage_fall_color',
  ca_native: 'tree.california_native',
  hi_native: hawaiiNativeSql('tree'),
  fragrance: 'tree.fragrance',
  deer_tolerance: '(NOT tree.deer_palatable)',
  utility_friendly: 'tree.utility_friendly',
  schoolyard: 'tree.schoolyard',
  shade_tolerant: '(tree.exposure_low = 1)',
};

type SortKey = [expression: string, order: 'ASC' | 'DESC', nulls?: 'NULLS LAST'];
const SCIENTIFIC = 'tree.scientific_search_key COLLATE "C"';
const COMMON = 'lower(tree.common_name) COLLATE "C"';
export const SORTS: Record<SearchSort, SortKey[]> = {
  [SearchSort.ScientificAsc]: [
    [SCIENTIFIC, 'ASC'],
    ['tree.id', 'ASC'],
  ],
  [SearchSort.ScientificDesc]: [
    [SCIENTIFIC, 'DESC'],
    ['tree.id', 'DESC'],
  ],
  [SearchSort.CommonAsc]: [
    [COMMON, 'ASC', 'NULLS LAST'],
    [SCIENTIFIC, 'ASC'],
    ['tree.id', 'ASC'],
  ],
  [SearchSort.CommonDesc]: [
    [COMMON, 'DESC', 'NULLS LAST'],
    [SCIENTIFIC, 'ASC'],
    ['tree.id', 'ASC'],
  ],
};

/** The ORDER BY of a sort over the alias `tree` (lists sort their trees the same way). */
export function orderByOf(sort: SearchSort): string {
  return SORTS[sort]
    .map(([expression, direction, nulls]) => `${expression} ${direction}${nulls ? ` ${nulls}` : ''}`)
    .join(', ');
}

export async function zipZone(ctx: RequestContext, zip: string): Promise<ResolvedZip> {
  try {
    return await resolveZip(ctx, zip);
  } catch (error) {
    // A ZIP code the table lacks is a problem with the request, not a missing resource.
    if (error instanceof NotFoundError)
      throw new ValidationError(error.message, [{ field: 'zip_code', message: error.message }]);
    throw error;
  }
}

/**
 * What a page's trees carry: 'tree', whole trees (GraphQL resolves any field of them; primed in the
 * request's tree loader), or 'card', only the card's columns (REST's result cards: at 100,000 trees
 * reading and hydrating the ~110 columns of 30 trees was most of a search's cost).
 */
export type CardColumns = 'tree' | 'card';

const FIRST_PHOTO = (column: string) =>
  `(SELECT ${column.includes('(') ? column : `p.${column}`} FROM photos p WHERE p.tree_id = tree.id ORDER BY p.sequence, p.id LIMIT 1)`;
/** The first photo's attribution as cards show it: "credit · licence" (credit may be absent). */
const FIRST_PHOTO_CREDIT = FIRST_PHOTO(`concat_ws(' · ', p.credit, p.licence)`);
/** The card's columns as CardTree's properties, plain SQL (no entity hydration: REST's hot path). */
const CARDS_SQL = `SELECT tree.id, tree.scientific_name AS "scientificName", tree.common_name AS "commonName",
    tree.family, tree.height_high AS "heightHigh", tree.memo,
    ${FIRST_PHOTO('link')} AS "photoLink", ${FIRST_PHOTO('widths')} AS "photoWidths"
  FROM trees tree WHERE tree.id = ANY($1)`;
type CardRow = CardTree & { photoLink: string | null; photoWidths: number[] | null };

/** The page's trees with their first photo, in one statement, in the order of `ids`. */
export async function pageCards(
  ctx: RequestContext,
  ids: number[],
  columns: CardColumns = 'tree',
): Promise<TreeCard[]> {
  if (!ids.length) return [];
  if (columns === 'card') {
    const rows: CardRow[] = await ctx.db.query(CARDS_SQL, [ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { photoLink, photoWidths, ...tree } = row;
      // Only CardTree's properties: searchTreeCards answers TreeSearchResult<CardTree>.
      return [{ tree: tree as Tree, photoLink, photoWidths: photoWidths ?? [] }];
    });
  }
  const { entities, raw } = await ctx.db
    .getRepository(Tree)
    .createQueryBuilder('tree')
    .addSelect(FIRST_PHOTO('link'), 'photo_link')
    .addSelect(FIRST_PHOTO('widths'), 'photo_widths')
    .addSelect(FIRST_PHOTO_CREDIT, 'photo_credit')
    .where('tree.id = ANY(:ids)', { ids })
    .getRawAndEntities<{
      tree_id: number;
      photo_link: string | null;
      photo_widths: number[] | null;
      photo_credit: string | null;
    }>();
  const links = new Map(raw.map((row) => [row.tree_id, row.photo_link]));
  const widths = new Map(raw.map((row) => [row.tree_id, row.photo_widths ?? []]));
  const credits = new Map(raw.map((row) => [row.tree_id, row.photo_credit]));
  const trees = new Map(entities.map((tree) => [tree.id, tree]));
  const pageResults: TreeCard[] = [];
  for (const id of ids) {
    const tree = trees.get(id);
    if (!tree) continue;
    ctx.loaders.treeById.prime(tree.id, tree);
    pageResults.push({
      tree,
      photoLink: links.get(tree.id) ?? null,
      photoWidths: widths.get(tree.id) ?? [],
      photoCredit: credits.get(tree.id) ?? null,
    });
  }
  return pageResults;
}
