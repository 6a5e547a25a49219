import { DETAIL_SECTIONS, type DetailSection } from '../../catalogue/detail-sections';
import type { RequestContext } from '../../context';

/**
 * The reads of "Reviewed" (issue 23.5; the write is reviews.service.ts): the sections, the latest
 * mark per section, and the download's never-reviewed condition. A mark is a tree_edits row
 * (action 'review', target 'section', field the section, new_value the moment).
 */

/** The detail page's sections an editor marks reviewed: all of them (catalogue/detail-sections.ts). */
export const REVIEW_SECTIONS = DETAIL_SECTIONS;
export type ReviewSection = DetailSection;
export const REVIEW_SECTION_MESSAGE = `section must be one of ${REVIEW_SECTIONS.join(', ')}`;

export interface SectionReview {
  section: ReviewSection;
  reviewedAt: Date;
  /** The editor's name at the time (editors' views only; the detail page shows the date). */
  reviewedBy: string;
}

/** The latest review of each reviewed section of a tree (sections never reviewed are absent). */
export async function treeReviews(ctx: Pick<RequestContext, 'db'>, treeId: number): Promise<SectionReview[]> {
  return latestReviews(ctx.db.manager, treeId);
}

export async function latestReviews(
  manager: RequestContext['db']['manager'],
  treeId: number,
  only?: ReviewSection,
): Promise<SectionReview[]> {
  const rows: { field: ReviewSection; reviewed_at: Date; user_name: string }[] = await manager.query(
    `SELECT DISTINCT ON (field) field, (new_value #>> '{}')::timestamptz AS reviewed_at, user_name FROM tree_edits
     WHERE tree_id = $1 AND action = 'review' AND ($2::text IS NULL OR field = $2)
     ORDER BY field, id DESC`,
    [treeId, only ?? null],
  );
  return REVIEW_SECTIONS.flatMap((section) => {
    const row = rows.find((r) => r.field === section);
    return row ? [{ section, reviewedAt: row.reviewed_at, reviewedBy: row.user_name }] : [];
  });
}

/** SQL true for a tree (alias t) no section of which was ever marked reviewed (the download filter). */
export const NEVER_REVIEWED_SQL = `NOT EXISTS (SELECT 1 FROM tree_edits r WHERE r.tree_id = t.id AND r.action = 'review')`;
