import { ISSUE_REASONS, truncate, type ImportIssueRecord, type IssueReason } from './issues';

/** What an importer returns (and stores as an import run with its issues). */
export interface ImportReport {
  runId: number | null;
  kind: 'trees' | 'common_names' | 'zip_codes' | 'gbif_synonyms';
  fileName: string | null;
  /** dry_run: everything was validated and written, then rolled back (the admin preview). */
  status: 'succeeded' | 'dry_run';
  counts: ImportCounts;
  issues: ImportIssueRecord[];
  elapsedMs: number;
}

export interface ImportCounts {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows of another importer's data removed (demo trees on a real tree import). */
  deleted?: number;
  /** Rows skipped with an issue (e.g. unknown tree ids in the common-names file). */
  skipped?: number;
  issues: number;
  [other: string]: number | undefined;
}

export interface IssueSummaryLine {
  column: string | null;
  reason: IssueReason;
  count: number;
  description: string;
}

/** Issues grouped by column and reason, most frequent first. */
export function summariseIssues(issues: readonly ImportIssueRecord[]): IssueSummaryLine[] {
  const groups = new Map<string, IssueSummaryLine>();
  for (const issue of issues) {
    const key = `${issue.column ?? ''}\u0000${issue.reason}`;
    const line = groups.get(key) ?? {
      column: issue.column,
      reason: issue.reason,
      count: 0,
      description: ISSUE_REASONS[issue.reason],
    };
    line.count += 1;
    groups.set(key, line);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || (a.column ?? '').localeCompare(b.column ?? ''));
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The plain-text report the CLIs print: counts, issues by column and reason, the first issues, time. */
export function formatReport(report: ImportReport, options: { firstIssues?: number } = {}): string {
  const first = options.firstIssues ?? 20;
  const c = report.counts;
  const out: string[] = [];
  out.push(
    `${report.status === 'dry_run' ? 'DRY RUN (rolled back): ' : ''}${report.kind} import${report.fileName ? ` of ${report.fileName}` : ''}` +
      (report.runId ? ` (run ${report.runId})` : ''),
  );
  const parts = [`rows ${c.rows}`, `inserted ${c.inserted}`, `updated ${c.updated}`, `unchanged ${c.unchanged}`];
  if (c.deleted) parts.push(`deleted ${c.deleted}`);
  if (c.skipped) parts.push(`skipped ${c.skipped}`);
  parts.push(`issues ${report.issues.length}`);
  out.push(parts.join(', '));
  for (const [key, value] of Object.entries(c)) {
    if (!['rows', 'inserted', 'updated', 'unchanged', 'deleted', 'skipped', 'issues'].includes(key) && value)
      out.push(`  ${key}: ${value}`);
  }
  if (report.issues.length) {
    out.push('', 'Issues by column and reason:');
    out.push(
      table(
        ['count', 'column', 'reason', 'meaning'],
        summariseIssues(report.issues).map((s) => [String(s.count), s.column ?? '-', s.reason, s.description]),
      ),
    );
    out.push('', `First ${Math.min(first, report.issues.length)} of ${report.issues.length} issues:`);
    out.push(
      table(
        ['row', 'tree_id', 'column', 'reason', 'value'],
        report.issues
          .slice(0, first)
          .map((i) => [
            i.row === null ? '-' : String(i.row),
            i.treeId === null ? '-' : String(i.treeId),
            i.column ?? '-',
            i.reason,
            `${truncate(i.value ?? '', 50)}${i.message ? ` (${truncate(i.message, 60)})` : ''}`,
          ]),
      ),
    );
  }
  out.push('', `Elapsed: ${(report.elapsedMs / 1000).toFixed(2)} s`);
  return out.join('\n');
}
