import type { RequestContext } from '../../context';
import { In } from 'typeorm';
import { Tree } from '../../entities';
import { csvLines } from '../shared/csv-cells';
import { getList } from './lists.service';
import { SAVED_SEARCH } from './list-rules';
import { SAVED_SEARCH_CSV_MAX, searchResultTreeIds } from './search-result.service';

const range = (low: number | null, high: number | null, unit = ''): string => {
  if (low === null && high === null) return '';
  if (low === null || high === null || low === high) return `${low ?? high}${unit}`;
  return `${low}-${high}${unit}`;
};

/** The columns of a list's CSV: the tree detail's main facts, the list position and note, the page. */
const COLUMNS: [header: string, cell: (tree: Tree, base: string) => string][] = [
  ['Scientific Name', (tree) => tree.scientificName],
  ['Common Name', (tree) => tree.commonName ?? ''],
  ['Family', (tree) => tree.family ?? ''],
  ['Height (ft)', (tree) => range(tree.heightLow, tree.heightHigh)],
  ['Width (ft)', (tree) => range(tree.widthLow, tree.widthHigh)],
  ['Foliage', (tree) => tree.foliageType ?? ''],
  ['Leaf Form', (tree) => tree.leafForm ?? ''],
  ['Tree Shape', (tree) => tree.treeShapes.join(', ')],
  ['Water Use', (tree) => tree.waterUse ?? ''],
  ['USDA Zones', (tree) => tree.usdaZones.join(', ')],
  ['Sunset Zones', (tree) => tree.sunsetZones.join(', ')],
  ['California Native', (tree) => (tree.californiaNative === null ? '' : tree.californiaNative ? 'Yes' : 'No')],
  ['Tree Page', (tree, base) => `${base}/tree-detail/${tree.id}`],
];

/**
 * GET /list/{id}/csv: the list's trees as CSV (RFC 4180, UTF-8 with a BOM for Excel), in list
 * order, one row a tree with its quantity and note; text a spreadsheet would run as a formula is
 * neutralised. A saved search's rows are what its filters find now (scientific name A-Z, at most
 * SAVED_SEARCH_CSV_MAX; issue 21.7; no quantity). Whoever may view the list may download it.
 */
export async function listCsv(
  ctx: RequestContext,
  rawId: unknown,
  shareKey?: unknown,
): Promise<{ fileName: string; csv: string }> {
  const list = await getList(ctx, rawId, undefined, shareKey);
  const base = ctx.config.publicUrl;
  const header = ['Position', ...COLUMNS.map(([name]) => name), 'Quantity', 'Note'];
  // The list page reads only the card columns; the CSV has every fact column of the trees.
  const entries =
    list.type === SAVED_SEARCH && list.queryData
      ? (await searchResultTreeIds(ctx, list.queryData, SAVED_SEARCH_CSV_MAX)).map((id) => ({
          id,
          quantity: null as string | null,
          note: null as string | null,
        }))
      : list.trees.map((entry) => ({ id: entry.tree.id, quantity: String(entry.quantity), note: entry.note }));
  const ids = entries.map((entry) => entry.id);
  const trees = new Map(
    (ids.length ? await ctx.db.getRepository(Tree).findBy({ id: In(ids) }) : []).map((tree) => [tree.id, tree]),
  );
  const rows = entries.flatMap((entry, index) => {
    const tree = trees.get(entry.id);
    return tree
      ? [[String(index + 1), ...COLUMNS.map(([, cell]) => cell(tree, base)), entry.quantity ?? '', entry.note ?? '']]
      : [];
  });
  const csv = csvLines([header, ...rows], { bom: true });
  const slug =
    list.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'list';
  return { fileName: `${slug}.csv`, csv };
}
