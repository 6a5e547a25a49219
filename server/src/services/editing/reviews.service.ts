import { spendBudget } from '../../auth/rate-limits';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { parseId } from '../ids';
import {
  REVIEW_SECTION_MESSAGE,
  REVIEW_SECTIONS,
  latestReviews,
  type ReviewSection,
  type SectionReview,
} from './review-reads';
import { changeTree } from './tree-change';

/**
 * "Reviewed" (issue 23.5): an editor marks a detail section reviewed from the edit screen. The mark
 * is a change in the tree's history (tree_edits: action 'review', target 'section', field the
 * section, new_value the moment), so the history view lists it with who and when, the tree's
 * version moves on (cached detail pages refresh), and the latest mark per section is what the detail
 * page shows as "Reviewed on {date}". A review is never reverted (history.service.ts).
 */
function parseSection(raw: unknown): ReviewSection {
  if (typeof raw !== 'string' || !(REVIEW_SECTIONS as readonly string[]).includes(raw)) {
    throw new ValidationError(REVIEW_SECTION_MESSAGE, [{ field: 'section', message: REVIEW_SECTION_MESSAGE }]);
  }
  return raw as ReviewSection;
}

/** PUT /tree/review/{treeId} {section}: the section marked reviewed now, by the editor. */
export async function markSectionReviewed(
  ctx: RequestContext,
  rawTreeId: unknown,
  body: unknown,
): Promise<SectionReview & { version: number }> {
  await spendBudget(ctx, 'treeReview');
  authorize(ctx.viewer, 'tree:edit');
  const treeId = parseId(rawTreeId, 'tree id');
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError(REVIEW_SECTION_MESSAGE);
  const unknown = Object.keys(body).find((key) => key !== 'section');
  if (unknown) throw new ValidationError(`Unknown field: ${unknown}`);
  const section = parseSection((body as Record<string, unknown>).section);
  const reviewedAt = ctx.clock();
  const outcome = await changeTree(ctx, treeId, async (tx) => {
    const [previous] = await latestReviews(tx.manager, treeId, section);
    tx.log({
      action: 'review',
      target: 'section',
      targetId: null,
      field: section,
      oldValue: previous ? previous.reviewedAt.toISOString() : null,
      newValue: reviewedAt.toISOString(),
    });
    return tx.editor.name;
  });
  return { section, reviewedAt, reviewedBy: outcome.result, version: outcome.version };
}
