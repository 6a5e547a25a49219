import type { Photo, Taxon } from '../../entities';
import type { HistoryEntry } from '../../services/editing.service';
import type { TreeEditView } from '../../services/editing.service';
import { presentPhoto, presentTaxon } from './tree.presenter';

/** GET /api/tree/edit/{id}: the spec's tree edit record (§3), with the version a save must name. */
export function presentTreeEdit(view: TreeEditView, taxa: Taxon[], photos: Photo[]) {
  return {
    tree_id: view.treeId,
    version: view.version,
    scientific_name: view.scientificName,
    updated_at: view.updatedAt,
    updated_by: view.updatedBy,
    ...view.values,
    taxons: taxa.map(presentTaxon),
    images: photos.map(presentPhoto),
  };
}

export function presentHistoryEntry(entry: HistoryEntry) {
  return {
    id: entry.id,
    change_id: entry.changeId,
    user_name: entry.userName,
    edited_at: entry.editedAt,
    version: entry.version,
    action: entry.action,
    target: entry.target,
    target_id: entry.targetId,
    field: entry.field,
    old_value: entry.oldValue,
    new_value: entry.newValue,
    reverts_edit_id: entry.revertsEditId,
    revertible: entry.revertible,
  };
}
