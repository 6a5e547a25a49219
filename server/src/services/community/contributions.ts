import crypto from 'node:crypto';
import { authorize, can } from '../../auth/policies';
import { spendBudget } from '../../auth/rate-limits';
import type { RequestContext, Viewer } from '../../context';
import { ForbiddenError, NotFoundError } from '../../errors';
import { parseId } from '../ids';
import {
  consumeGrant,
  issueUploadGrant,
  readGrantedUpload,
  releaseGrant,
  removeFiles,
  writeImageFiles,
} from '../photos.service';
import { TREE_NOT_FOUND } from '../trees.service';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  CONTRIBUTION_LICENCES,
  InputErrors,
  PHOTO_SUBJECTS,
  bodyOf,
} from './community-input';

/** A signed-in viewer whose account is not banned (a banned user cannot contribute). */
export async function contributor(ctx: RequestContext): Promise<Viewer> {
  const viewer = authorize(ctx.viewer, 'account');
  const [user]: { banned: boolean }[] = await ctx.db.query(`SELECT banned FROM users WHERE id = $1`, [viewer.id]);
  if (!user || user.banned) throw new ForbiddenError(COMMUNITY_MESSAGES.banned);
  return viewer;
}

/** A tree the viewer sees and the community may add to: published (drafts for editors), not a demo tree. */
export async function contributableTree(ctx: RequestContext, rawId: unknown, field = 'treeId') {
  const treeId = parseId(rawId, field);
  const [tree]: { id: number; scientific_name: string }[] = await ctx.db.query(
    `SELECT id, scientific_name FROM trees WHERE id = $1 AND NOT is_demo AND (published OR $2)`,
    [treeId, can(ctx.viewer, 'tree:read-draft')],
  );
  if (!tree) throw new NotFoundError(TREE_NOT_FOUND);
  return { id: tree.id, name: tree.scientific_name };
}

/**
 * GET /photo/contribute/getSignedS3?treeId&fileName&fileType: the editors' upload grant (same
 * checks, same single-use signed URL), for any signed-in user who is not banned.
 */
export async function requestContributionUpload(ctx: RequestContext, query: Record<string, unknown>) {
  await spendBudget(ctx, 'photoContribute');
  const viewer = await contributor(ctx);
  await contributableTree(ctx, query.treeId);
  return issueUploadGrant(ctx, viewer.id, query);
}

function parseContribution(ctx: RequestContext, body: Record<string, unknown>) {
  const errors = new InputErrors();
  const input = {
    photoLink: typeof body.photoLink === 'string' ? body.photoLink : '',
    licence: errors.oneOf(body.licence, CONTRIBUTION_LICENCES, 'licence', COMMUNITY_MESSAGES.licence),
    credit: errors.text(body.credit, 'credit', COMMUNITY_LIMITS.credit),
    attributeName: errors.oneOf(body.attribute_name, PHOTO_SUBJECTS, 'attribute_name', COMMUNITY_MESSAGES.attribute),
    takenAt: errors.date(body.taken_at, 'taken_at', ctx.clock()),
    place: errors.text(body.place, 'place', COMMUNITY_LIMITS.place),
  };
  if (!input.credit && !errors.list.some((e) => e.field === 'credit'))
    errors.add('credit', COMMUNITY_MESSAGES.creditRequired);
  if (body.own_work !== true) errors.add('own_work', COMMUNITY_MESSAGES.ownWork);
  errors.check();
  return input;
}

/**
 * POST /photo/contribute {treeId, photoLink, licence, credit, attribute_name, own_work: true,
 * taken_at?, place?}: the uploaded file checked by content and processed like an editor's (upright,
 * metadata gone, responsive sizes), kept with its licence and credit as a pending contribution.
 * Visitors see nothing of it until an editor approves it (queue.ts).
 */
export async function contributePhoto(ctx: RequestContext, rawBody: unknown) {
  await spendBudget(ctx, 'photoContribute');
  const viewer = await contributor(ctx);
  const body = bodyOf(rawBody);
  const tree = await contributableTree(ctx, body.treeId);
  const input = parseContribution(ctx, body);
  const raw = await readGrantedUpload(ctx, input.photoLink, tree.id, viewer.id);
  try {
    const base = `trees/${tree.id}/${crypto.randomUUID()}`;
    const image = await writeImageFiles(ctx, base, raw);
    try {
      const id = await ctx.db.transaction(async (manager) => {
        await consumeGrant(manager, input.photoLink);
        const [row]: { id: number }[] = await manager.query(
          `INSERT INTO contributions (kind, tree_id, user_id, storage_key, link, width, height, widths,
             licence, credit, attribute_name, taken_at, place)
           VALUES ('photo', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            tree.id,
            viewer.id,
            base,
            `${base}.jpg`,
            image.width,
            image.height,
            image.widths,
            input.licence,
            input.credit,
            input.attributeName,
            input.takenAt,
            input.place,
          ],
        );
        return row.id;
      });
      return { contribution_id: id, status: 'pending' as const };
    } catch (error) {
      await removeFiles(ctx, image.written);
      throw error;
    }
  } finally {
    await releaseGrant(ctx, input.photoLink);
  }
}

export interface MyContribution {
  id: number;
  kind: 'photo' | 'report';
  treeId: number;
  treeName: string;
  status: string;
  /** Rejected: the editor's reason; resolved: the note. */
  reason: string | null;
  link: string | null;
  licence: string | null;
  credit: string | null;
  attributeName: string | null;
  section: string | null;
  message: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** "My contributions" (My Account): everything the viewer sent, newest first, with status and reason. */
export async function myContributions(ctx: RequestContext): Promise<MyContribution[]> {
  const viewer = authorize(ctx.viewer, 'account');
  const rows: Record<string, unknown>[] = await ctx.db.query(
    `SELECT c.id, c.kind, c.tree_id, t.scientific_name AS tree_name, c.status, c.decision_note, c.link, c.licence,
            c.credit, c.attribute_name, c.section, c.message, c.created_at, c.decided_at
       FROM contributions c JOIN trees t ON t.id = c.tree_id
      WHERE c.user_id = $1 ORDER BY c.id DESC LIMIT 500`,
    [viewer.id],
  );
  return rows.map((r) => ({
    id: r.id as number,
    kind: r.kind as 'photo' | 'report',
    treeId: r.tree_id as number,
    treeName: r.tree_name as string,
    status: r.status as string,
    reason: (r.decision_note as string | null) ?? null,
    link: r.link as string | null,
    licence: r.licence as string | null,
    credit: r.credit as string | null,
    attributeName: r.attribute_name as string | null,
    section: r.section as string | null,
    message: r.message as string | null,
    createdAt: r.created_at as Date,
    decidedAt: r.decided_at as Date | null,
  }));
}
