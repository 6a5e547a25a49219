import { spendBudget } from '../../auth/rate-limits';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { editorName } from '../editing.service';
import { storeRun } from '../import.service';
import { CLIMATE_FIELD_NAMES, TREE_FIELD_NAMES, type UploadFieldName } from './upload-fields';
import { readUploadBody, readUploadRows, UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadTable } from './upload-rows';
import { countChanges, summarise, type UploadKind, type UploadProblem, type UploadReport } from './upload-report';
import { validateClimateUpload, validateTreeUpload } from './upload-validate';
import { UploadRefusal, writeUpload } from './upload-write';

export interface UploadOptions {
  /** Check and compare only: the report says what would change; nothing is kept (no run stored). */
  dryRun?: boolean;
  /** The file's name, kept with the run (at most 200 characters). */
  fileName?: unknown;
}

/** What the upload page needs when it opens (POST /api/upload-file, GraphQL uploadChoices). */
export interface UploadChoices {
  treeFields: UploadFieldName[];
  climateZoneFields: UploadFieldName[];
  limits: { maxRows: number; maxColumns: number; maxCellLength: number; maxBodyBytes: number };
  messages: { mixed: string };
}

export async function getUploadChoices(ctx: RequestContext): Promise<UploadChoices> {
  authorize(ctx.viewer, 'catalogue:upload');
  return {
    treeFields: [...TREE_FIELD_NAMES],
    climateZoneFields: [...CLIMATE_FIELD_NAMES],
    limits: { ...UPLOAD_LIMITS },
    messages: { mixed: UPLOAD_MESSAGES.mixed },
  };
}

function parseFileName(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.length > 200)
    throw new ValidationError('fileName must be a name of at most 200 characters');
  // Control characters and angle brackets out (a name to show, never markup).
  return [...raw].filter((c) => c >= ' ' && c !== '<' && c !== '>').join('');
}

class DryRunRollback extends Error {}

/**
 * POST /tree/start-upload-file and uploadTreeData: admins only (spec §6). The rows (column names
 * first) are checked whole, every row through the importer's normalisers; a file with any refusal
 * writes nothing and answers every refused row, column and reason. Otherwise one transaction writes
 * it (upload-write.ts) and the report, kept in import_runs with the admin, lists what changed.
 */
export async function uploadTreeData(
  ctx: RequestContext,
  raw: unknown,
  options: UploadOptions = {},
): Promise<UploadReport> {
  await spendBudget(ctx, 'treeUpload');
  const viewer = authorize(ctx.viewer, 'catalogue:upload');
  const fileName = parseFileName(options.fileName);
  const dryRun = options.dryRun === true;
  const started = Date.now();
  const rows = readUploadBody(raw);
  const dataRows = rows.length - 1;
  const refuse = (kind: UploadKind, refused: UploadProblem[]) =>
    finishRefused(ctx, viewer.id, { kind, fileName, rows: dataRows, refused, dryRun, started });

  const { upload, refused } = readUploadRows(rows);
  if (!upload)
    return refuse(refused.some((p) => p.reason === UPLOAD_MESSAGES.mixed) ? 'climate_zones' : 'trees', refused);
  const validated = upload.kind === 'trees' ? validateTreeUpload(upload) : validateClimateUpload(upload);
  if (validated.refused.length) return refuse(upload.kind, validated.refused);

  let report: UploadReport | undefined;
  try {
    await ctx.db.transaction(async (manager) => {
      const editor = { id: viewer.id, name: await editorName(manager, viewer.id) };
      const written = await writeUpload(manager, upload, validated, editor, fileName);
      const body = {
        status: dryRun ? ('dry_run' as const) : ('written' as const),
        runId: null,
        kind: upload.kind,
        fileName,
        rows: upload.table.rows.length,
        changed: written.changed,
        ...countChanges(written.changed),
        unchanged: written.unchanged,
        refused: [],
        notes: written.notes,
      };
      report = { ...body, message: summarise(body) };
      if (dryRun) throw new DryRunRollback();
      report.runId = await storeRun(manager, {
        kind: 'trees',
        fileName,
        status: 'succeeded',
        counts: countsOf(upload, report, started, written.changeId),
        issues: [],
        userId: viewer.id,
        report,
      });
    });
  } catch (error) {
    if (error instanceof DryRunRollback && report) return report;
    if (error instanceof UploadRefusal) return refuse(upload.kind, error.problems);
    throw error;
  }
  return report!;
}

function countsOf(upload: UploadTable, report: UploadReport, started: number, changeId: string) {
  return {
    upload: upload.kind,
    rows: report.rows,
    changed: report.changed.length,
    inserted: report.changed.filter((c) => c.created).length,
    unchanged: report.unchanged,
    notes: report.notes.length,
    changeId,
    elapsedMs: Date.now() - started,
  };
}

/** A refused upload: nothing written; the refusal is kept too (not for dry runs), so the admin can read why. */
async function finishRefused(
  ctx: RequestContext,
  userId: number,
  run: {
    kind: UploadKind;
    fileName: string | null;
    rows: number;
    refused: UploadProblem[];
    dryRun: boolean;
    started: number;
  },
): Promise<UploadReport> {
  const body = {
    status: 'refused' as const,
    runId: null as number | null,
    kind: run.kind,
    fileName: run.fileName,
    rows: run.rows,
    changed: [],
    changes: 0,
    erasures: 0,
    unchanged: 0,
    refused: run.refused,
    notes: [],
  };
  const report: UploadReport = { ...body, message: summarise(body, run.dryRun) };
  if (run.dryRun) return report;
  report.runId = await storeRun(ctx.db.manager, {
    kind: 'trees',
    fileName: run.fileName,
    status: 'failed',
    counts: {
      upload: run.kind,
      rows: run.rows,
      refused: run.refused.length,
      error: report.message,
      elapsedMs: Date.now() - run.started,
    },
    issues: [],
    userId,
    report,
  });
  return report;
}
