import { spendBudget } from '../../auth/rate-limits';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  HONEYPOT_FIELD,
  InputErrors,
  REPORT_SECTIONS,
  bodyOf,
} from './community-input';
import { contributableTree } from './contributions';

/**
 * POST /tree/report/{tree_id} {section, message, source?, email?}: anyone reports a problem on one
 * section of a tree's page. Anonymous reports need no account: they pass the honeypot (the hidden
 * `website` field must stay empty; a filled one gets a 400 that does not say why) and the budget per
 * client address; signed-in reporters spend their account's too and are told at their account's
 * address (an `email` they send is ignored). The report waits in the editors' queue.
 */
export async function reportProblem(ctx: RequestContext, rawTreeId: unknown, rawBody: unknown) {
  const body = bodyOf(rawBody);
  await spendBudget(ctx, 'treeReport', ctx.viewer ? undefined : body.email);
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '')
    throw new ValidationError(COMMUNITY_MESSAGES.honeypot);
  const errors = new InputErrors();
  const section = errors.oneOf(body.section, REPORT_SECTIONS, 'section', COMMUNITY_MESSAGES.section);
  const message = errors.text(body.message, 'message', COMMUNITY_LIMITS.message, true);
  if (!message && !errors.list.some((e) => e.field === 'message'))
    errors.add('message', COMMUNITY_MESSAGES.messageRequired);
  const source = errors.text(body.source, 'source', COMMUNITY_LIMITS.source);
  const email = ctx.viewer ? null : errors.email(body.email);
  const tree = await contributableTree(ctx, rawTreeId, 'tree_id');
  errors.check();
  const [row]: { id: number }[] = await ctx.db.query(
    `INSERT INTO contributions (kind, tree_id, user_id, section, message, source, email)
     VALUES ('report', $1, $2, $3, $4, $5, $6) RETURNING id`,
    [tree.id, ctx.viewer?.id ?? null, section, message, source, email?.toLowerCase() ?? null],
  );
  return { report_id: row.id };
}
