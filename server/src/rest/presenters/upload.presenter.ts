import type { UploadProblem, UploadReport } from '../../services/upload.service';

/** The upload report as POST /api/tree/start-upload-file answers it (frozen field names). */
export function presentUploadReport(report: UploadReport) {
  const problem = (p: UploadProblem) => ({
    row: p.row,
    tree_id: p.treeId,
    column: p.column,
    column_index: p.columnIndex,
    value: p.value,
    reason: p.reason,
  });
  return {
    status: report.status,
    message: report.message,
    run_id: report.runId,
    kind: report.kind,
    file_name: report.fileName,
    rows: report.rows,
    changed: report.changed.map((c) => ({
      row: c.row,
      tree_id: c.treeId,
      created: c.created,
      fields: c.fields.map((f) => ({ field: f.field, before: f.before, after: f.after, erases: f.erases })),
    })),
    changes: report.changes,
    erasures: report.erasures,
    unchanged: report.unchanged,
    refused: report.refused.map(problem),
    notes: report.notes.map(problem),
  };
}
