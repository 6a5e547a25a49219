import type { AccountLanguage } from '@selectree/rules';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../context';
import type { ContributionKind, ContributionStatus } from '../../entities';
import { ConflictError } from '../../errors';
import { COMMUNITY_MESSAGES } from './community-input';
import { queueDecisionMail } from './community-mail';

/** A contributions row as SQL returns it (snake_case). */
export interface ContributionRow {
  id: number;
  kind: ContributionKind;
  tree_id: number;
  user_id: number | null;
  status: ContributionStatus;
  storage_key: string | null;
  link: string | null;
  width: number | null;
  height: number | null;
  widths: number[];
  licence: string | null;
  credit: string | null;
  attribute_name: string | null;
  taken_at: string | null;
  place: string | null;
  section: string | null;
  message: string | null;
  source: string | null;
  email: string | null;
  decided_by_id: number | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_note: string | null;
  photo_id: number | null;
  created_at: Date;
}

/** A decided item's 409: who decided it, when, and how. */
export function alreadyDecided(row: ContributionRow): ConflictError {
  const by = row.decided_by_name ?? 'another editor';
  return new ConflictError(COMMUNITY_MESSAGES.decided(row.status, by), {
    status: row.status,
    decided_by: by,
    decided_at: row.decided_at,
  });
}

/** The decision written only if the item is still pending (two editors: one lands, the other gets the 409). */
export async function claimItem(
  manager: EntityManager,
  row: ContributionRow,
  decision: { status: ContributionStatus; editor: { id: number; name: string }; note: string | null },
): Promise<ContributionRow> {
  const [claimed]: ContributionRow[] = await manager.query(
    `WITH c AS (
       UPDATE contributions SET status = $2, decided_by_id = $3, decided_by_name = $4, decided_at = now(), decision_note = $5
        WHERE id = $1 AND status = 'pending' RETURNING *)
     SELECT * FROM c`,
    [row.id, decision.status, decision.editor.id, decision.editor.name, decision.note],
  );
  if (claimed) return claimed;
  const [current]: ContributionRow[] = await manager.query(`SELECT * FROM contributions WHERE id = $1`, [row.id]);
  throw alreadyDecided(current ?? row);
}

/** The e-mail a decision sends: the contributor on any photo decision; the reporter on a resolution. */
export async function mailDecision(ctx: RequestContext, manager: EntityManager, item: ContributionRow) {
  const [tree]: { scientific_name: string }[] = await manager.query(`SELECT scientific_name FROM trees WHERE id = $1`, [
    item.tree_id,
  ]);
  const [user]: { email: string; first_name: string; language: AccountLanguage }[] = item.user_id
    ? await manager.query(`SELECT email, first_name, language FROM users WHERE id = $1`, [item.user_id])
    : [];
  const payload = {
    treeId: item.tree_id,
    treeName: tree?.scientific_name ?? `tree ${item.tree_id}`,
    note: item.decision_note,
    // The contributor's (or signed-in reporter's) language; a reporter without an account: English.
    language: user?.language ?? 'en',
  };
  if (item.kind === 'photo' && user) {
    await queueDecisionMail(ctx, manager, {
      kind: 'contribution_decided',
      email: user.email,
      userId: item.user_id,
      payload: { ...payload, firstName: user.first_name, approved: item.status === 'approved' },
    });
  } else if (item.kind === 'report' && item.status === 'resolved' && (item.email ?? user?.email)) {
    await queueDecisionMail(ctx, manager, {
      kind: 'report_resolved',
      email: (item.email ?? user?.email)!,
      userId: item.user_id,
      payload: { ...payload, section: (item.section ?? '').replace('_', ' ') },
    });
  }
}
