import type { SaveStatus } from './use-tree-autosave';

/**
 * The edit screen's status after the form's values change, from a comparison of the values with
 * the saved ones (never from 'touched'): a value set back to the saved one leaves nothing unsaved,
 * so the screen says saved again (issue 21.8). A conflict stays until the editor loads the other
 * changes; a save under way finishes first (its end decides).
 */
export function statusAfterChange(current: SaveStatus, unsavedFields: number): SaveStatus {
  if (current === 'conflict' || current === 'saving') return current;
  return unsavedFields > 0 ? 'pending' : 'saved';
}
