/**
 * Catalogue editing: the tree edit record (read, save with a version, add, duplicate, delete),
 * taxa, and the edit history (list, revert one change, restore as of a moment). The REST facade
 * (rest/tree-edit.routes.ts) and GraphQL (graphql/editing/) call these and nothing else; every
 * write runs through editing/tree-change.ts (lock, version, history in one transaction).
 */
export { EDIT_FIELDS, EDIT_FIELD_NAMES, APPRAISAL_INCOMPLETE, type EditFieldName } from './editing/edit-fields';
export { editOptions, type EditFieldOptions } from './editing/edit-options';
export type { EditValue, EditValues } from './editing/edit-record';
export {
  listTreeHistory,
  restoreTreeAsOf,
  revertEdit,
  CHANGED_SINCE,
  NOT_REVERTIBLE,
  type HistoryEntry,
} from './editing/history.service';
export { addTaxon, deleteTaxon, taxonOf, updateTaxon, LAST_TAXON, type TaxonRow } from './editing/taxa.service';
export { getTreeForEdit, saveTree, type TreeEditView } from './editing/tree-edit.service';
export { addTree, deleteTree, duplicateTree, type PhotoFileRemover } from './editing/tree-lifecycle.service';
export { editorWork, WORK_PAGE_SIZE, type EditorWork } from './editing/editor-work.service';
export { markSectionReviewed } from './editing/reviews.service';
export {
  treeReviews,
  NEVER_REVIEWED_SQL,
  REVIEW_SECTIONS,
  REVIEW_SECTION_MESSAGE,
  type ReviewSection,
  type SectionReview,
} from './editing/review-reads';
export { type EditFieldSpec } from './editing/edit-fields';
export { parseEditInput, readEditValues, type NamesByKind, type TreeRow } from './editing/edit-record';
export { changeTree, editorName, lockTree } from './editing/tree-change';
