import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { changeTree } from '../editing.service';
import { MAX_PHOTOS_PER_TREE, PHOTO_MESSAGES } from '../photos.service';
import { mailDecision, claimItem, type ContributionRow } from './claim';

/**
 * An approved photo joins the tree's gallery like an editor's upload: one tree change (the tree
 * row locked, the photo row and its history written, the tree's version bumped, the catalogue
 * version bumped by the photos trigger), with its credit and licence. Last by default; `first`
 * puts it before the others (their sequences move up by one, each logged). The claim, the photo
 * and the contributor's e-mail commit together or not at all.
 */
export async function approvePhoto(
  ctx: RequestContext,
  row: ContributionRow,
  options: { first: boolean; note: string | null },
) {
  const outcome = await changeTree(ctx, row.tree_id, async (tx) => {
    const claimed = await claimItem(tx.manager, row, { status: 'approved', editor: tx.editor, note: options.note });
    const photos: { id: number; sequence: number }[] = await tx.manager.query(
      `SELECT id, sequence FROM photos WHERE tree_id = $1 ORDER BY sequence, id`,
      [row.tree_id],
    );
    if (photos.length >= MAX_PHOTOS_PER_TREE) throw new ValidationError(PHOTO_MESSAGES.tooMany);
    const last = photos.length ? photos[photos.length - 1].sequence + 1 : 1;
    const sequence = options.first ? Math.min(photos[0]?.sequence ?? 1, 1) : last;
    if (options.first) {
      for (const photo of photos.filter((p) => p.sequence >= sequence)) {
        await tx.manager.query(`UPDATE photos SET sequence = sequence + 1 WHERE id = $1`, [photo.id]);
        tx.log({
          action: 'update',
          target: 'photo',
          targetId: photo.id,
          field: 'sequence',
          oldValue: photo.sequence,
          newValue: photo.sequence + 1,
        });
      }
    }
    const [photo]: { id: number }[] = await tx.manager.query(
      `INSERT INTO photos (tree_id, link, credit, licence, sequence, attribute_name, storage_key, width, height, widths)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [
        row.tree_id,
        row.link,
        row.credit,
        row.licence,
        sequence,
        row.attribute_name,
        row.storage_key,
        row.width,
        row.height,
        row.widths,
      ],
    );
    tx.log({ action: 'create', target: 'photo', targetId: photo.id, field: '*', oldValue: null, newValue: photo });
    await tx.manager.query(`UPDATE contributions SET photo_id = $2 WHERE id = $1`, [row.id, photo.id]);
    await mailDecision(ctx, tx.manager, claimed);
    return { ...claimed, photo_id: photo.id };
  });
  return { item: outcome.result, version: outcome.version as number | null };
}
