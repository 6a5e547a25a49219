import type { RequestContext } from '../../context';
import { MEMO_EXCERPT_CHARS, memoExcerpt } from '../search.service';
import { catalogueToken } from '../search.service';
import type { CardTree } from '../search.service';

/** What a list page shows of a tree, as the catalogue holds it. */
export interface ListCard {
  tree: CardTree;
  published: boolean;
  photoLink: string | null;
  photoWidths: number[];
}

/**
 * The head of a description that is enough for its card excerpt (tags and entities take room): a
 * list page of 1,000 trees reads a few hundred bytes per tree instead of every column.
 */
const MEMO_HEAD_CHARS = MEMO_EXCERPT_CHARS * 8;

/** At most this many cards kept (about 300 bytes each): past it, cards are read and not kept. */
export const LIST_CARDS_KEPT = 20_000;

interface CardRow {
  id: number;
  published: boolean;
  scientific_name: string;
  common_name: string | null;
  family: string | null;
  height_high: number | null;
  memo_head: string | null;
  memo_cut: boolean;
  photo_link: string | null;
  photo_widths: number[] | null;
}

/** The cards of `ids` in one statement whatever their number (the first photo by one lateral join). */
const CARDS_SQL = `SELECT tree.id, tree.published, tree.scientific_name, tree.common_name, tree.family, tree.height_high,
    left(tree.memo, $2) AS memo_head, length(tree.memo) > $2 AS memo_cut,
    photo.link AS photo_link, photo.widths AS photo_widths
  FROM trees tree
  LEFT JOIN LATERAL (SELECT p.link, p.widths FROM photos p WHERE p.tree_id = tree.id
    ORDER BY p.sequence, p.id LIMIT 1) photo ON true
  WHERE tree.id = ANY($1)`;

/**
 * The cards of one committed catalogue version (the catalogue token: bumped by every catalogue write,
 * whichever instance commits it): a list page reads its rows (positions, notes, quantities) and
 * takes its trees' cards from here, reading only the cards it has not seen since the last write.
 * A card read after the token was read is at least that version: never older than the catalogue
 * the request saw committed when it started.
 */
let kept: { token: string; cards: Map<number, ListCard> } = { token: '', cards: new Map() };

/**
 * The cards of `ids` (those of trees that exist), at the committed catalogue version or newer.
 * `token`: the catalogue token the caller read before calling (else it is read here).
 */
export async function listCards(ctx: RequestContext, ids: number[], token?: string): Promise<Map<number, ListCard>> {
  token ??= await catalogueToken(ctx);
  if (kept.token !== token) kept = { token, cards: new Map() };
  const { cards } = kept;
  const missing = ids.filter((id) => !cards.has(id));
  if (!missing.length) return cards;
  const read = await readCards(ctx, missing);
  if (cards.size + read.size <= LIST_CARDS_KEPT) {
    for (const [id, card] of read) cards.set(id, card);
    return cards;
  }
  return new Map([...ids.flatMap((id) => (cards.has(id) ? [[id, cards.get(id)!] as const] : [])), ...read]);
}

async function readCards(ctx: RequestContext, ids: number[]): Promise<Map<number, ListCard>> {
  const rows: CardRow[] = await ctx.db.query(CARDS_SQL, [ids, MEMO_HEAD_CHARS]);
  // A head so full of markup that its text ends before the excerpt does: those few read the whole description.
  const short = rows.filter((row) => row.memo_cut && !memoExcerpt(row.memo_head)?.endsWith('…'));
  const whole = new Map<number, string>(
    short.length
      ? (
          (await ctx.db.query(`SELECT id, memo FROM trees WHERE id = ANY($1)`, [short.map((row) => row.id)])) as {
            id: number;
            memo: string;
          }[]
        ).map((row) => [row.id, row.memo])
      : [],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        tree: {
          id: row.id,
          scientificName: row.scientific_name,
          commonName: row.common_name,
          family: row.family,
          heightHigh: row.height_high,
          memo: whole.get(row.id) ?? row.memo_head,
        },
        published: row.published,
        photoLink: row.photo_link,
        photoWidths: row.photo_widths ?? [],
      },
    ]),
  );
}
