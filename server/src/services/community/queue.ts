import { authorize } from '../../auth/policies';
import { spendBudget } from '../../auth/rate-limits';
import type { RequestContext } from '../../context';
import type { ContributionStatus } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import { editorName } from '../editing.service';
import { parseId } from '../ids';
import { photoFiles, removeStoredFiles } from '../photos.service';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  InputErrors,
  QUEUE_DECISIONS,
  QUEUE_KINDS,
  QUEUE_STATUSES,
  bodyOf,
  type QueueDecision,
} from './community-input';
import { approvePhoto } from './approve-photo';
import { alreadyDecided, claimItem, mailDecision, type ContributionRow } from './claim';

export interface QueueItem extends ContributionRow {
  tree_name: string;
  contributor: { id: number; name: string } | null;
}

/** The oldest this many of a kind and status (the badge counts them all); QUERY_COST counts the GraphQL list at it. */
export const QUEUE_LIMIT = 200;

/**
 * GET /editor/queue?kind&status (editors and admins): the items of that kind (both when absent) and
 * status (pending when absent), oldest first.
 */
export async function listQueue(ctx: RequestContext, query: Record<string, unknown>): Promise<QueueItem[]> {
  authorize(ctx.viewer, 'editor:work');
  const errors = new InputErrors();
  const kind = query.kind === undefined || query.kind === '' ? null : query.kind;
  if (kind !== null) errors.oneOf(kind, QUEUE_KINDS, 'kind', COMMUNITY_MESSAGES.kind);
  const status = query.status === undefined || query.status === '' ? 'pending' : query.status;
  errors.oneOf(status, QUEUE_STATUSES, 'status', COMMUNITY_MESSAGES.status);
  errors.check();
  const rows: (ContributionRow & { tree_name: string; user_name: string | null })[] = await ctx.db.query(
    `SELECT c.*, t.scientific_name AS tree_name,
            NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS user_name
       FROM contributions c JOIN trees t ON t.id = c.tree_id LEFT JOIN users u ON u.id = c.user_id
      WHERE c.status = $1 AND ($2::text IS NULL OR c.kind = $2)
      ORDER BY c.created_at, c.id LIMIT ${QUEUE_LIMIT}`,
    [status, kind],
  );
  return rows.map(({ user_name, ...row }) => ({
    ...row,
    contributor: row.user_id === null ? null : { id: row.user_id, name: user_name ?? `user #${row.user_id}` },
  }));
}

/** The header badge: how many items wait (editors and admins). */
export async function queueCount(ctx: RequestContext): Promise<number> {
  authorize(ctx.viewer, 'editor:work');
  const [{ count }]: { count: number }[] = await ctx.db.query(
    `SELECT count(*)::int AS count FROM contributions WHERE status = 'pending'`,
  );
  return count;
}

const OUTCOME: Record<QueueDecision, ContributionStatus> = {
  approve: 'approved',
  approve_first: 'approved',
  reject: 'rejected',
  resolve: 'resolved',
  dismiss: 'dismissed',
};

function parseDecision(rawBody: unknown) {
  const body = bodyOf(rawBody);
  const errors = new InputErrors();
  const decision = errors.oneOf(body.decision, QUEUE_DECISIONS, 'decision', COMMUNITY_MESSAGES.decision);
  const note = errors.text(body.note, 'note', COMMUNITY_LIMITS.note, true);
  if (decision === 'reject' && !note && !errors.list.some((e) => e.field === 'note'))
    errors.add('note', COMMUNITY_MESSAGES.reasonRequired);
  errors.check();
  return { decision, note };
}

/**
 * PUT /editor/queue/{id} {decision, note?}: approve (the photo joins the gallery last),
 * approve_first (as the first photo), reject (a reason the contributor reads), resolve (a report;
 * the reporter is told when they left an address) or dismiss. Claimed in PostgreSQL; the e-mail is
 * queued in the same transaction and sent after the answer.
 */
export async function decideQueueItem(ctx: RequestContext, rawId: unknown, rawBody: unknown) {
  await spendBudget(ctx, 'queueDecide');
  const viewer = authorize(ctx.viewer, 'editor:work');
  const id = parseId(rawId, 'id');
  const { decision, note } = parseDecision(rawBody);
  const [row]: ContributionRow[] = await ctx.db.query(`SELECT * FROM contributions WHERE id = $1`, [id]);
  if (!row) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
  const photoDecision = decision === 'approve' || decision === 'approve_first' || decision === 'reject';
  if (photoDecision !== (row.kind === 'photo'))
    throw new ValidationError(COMMUNITY_MESSAGES.wrongDecision(decision, row.kind));
  if (row.status !== 'pending') throw alreadyDecided(row);
  const status = OUTCOME[decision];
  let outcome: { item: ContributionRow; version: number | null };
  if (decision === 'approve' || decision === 'approve_first') {
    outcome = await approvePhoto(ctx, row, { first: decision === 'approve_first', note });
  } else {
    const item = await ctx.db.transaction(async (manager) => {
      const editor = { id: viewer.id, name: await editorName(manager, viewer.id) };
      const claimed = await claimItem(manager, row, { status, editor, note });
      await mailDecision(ctx, manager, claimed);
      return claimed;
    });
    outcome = { item, version: null };
    // A rejected photo's files go once the rejection has committed (the contributor keeps the status).
    if (item.kind === 'photo') await removeStoredFiles(ctx.photos, photoFiles(item));
  }
  ctx.accountMail.kick();
  return outcome;
}
