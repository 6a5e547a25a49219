import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { paths } from '@/config/paths';
import { UploadDryRunDocument } from '@/features/upload/generated/graphql';
import { endSession, ROLE_ADMIN, startSession } from '@/lib/auth';
import { notify, updateNotification } from '@/lib/notify';
import { type Mocks, renderRoute } from '@/testing/render';

/**
 * The upload page's test fixture (the page's tests mock '@/lib/notify' themselves): the server's
 * field lists, its dry run by what the rows hold, the submit's XMLHttpRequest, an admin session.
 */

/** What a test sets: what the dry run says would change, and the submit's answer. */
export const state: {
  wouldChange: Changed;
  reply: { status: number; body: unknown };
} = { wouldChange: [], reply: { status: 200, body: {} } };

const CHOICES = {
  treeFields: [
    { name: 'Tree ID', field: 'tree_id' },
    { name: 'Family', field: 'family' },
    { name: 'Height Low', field: 'height_low' },
    { name: 'Native Range', field: 'native_range' },
    { name: 'tree_id', field: 'tree_id' },
  ],
  climateZoneFields: [
    { name: 'Tree ID', field: 'tree_id' },
    { name: 'Inland Empire', field: 'inland_empire' },
  ],
  limits: { maxRows: 10000, maxColumns: 200, maxCellLength: 100000, maxBodyBytes: 20971520 },
};

export type Rows = string[][];
const problem = (row: number, column: string, columnIndex: number, value: string, reason: string) => ({
  __typename: 'UploadProblem' as const,
  row,
  treeId: null,
  column,
  columnIndex,
  value,
  reason,
});
export type Changed = {
  row: number;
  treeId: number;
  created: boolean;
  fields: { field: string; before: string | null; after: string | null; erases: boolean }[];
}[];

/** The server's dry run, by what the rows hold: a height that is not a number is refused. */
function dryRun(rows: Rows) {
  const [header, ...data] = rows;
  const height = header.indexOf('height low');
  const refused = data.flatMap((row, i) =>
    height >= 0 && !/^\d*$/.test(row[height])
      ? [problem(i + 2, 'height_low', height, row[height], 'is not a whole number')]
      : [],
  );
  return {
    __typename: 'UploadReport' as const,
    status: refused.length ? ('Refused' as const) : ('DryRun' as const),
    message: refused.length
      ? `Row ${refused[0].row}, column height_low: is not a whole number (value "${refused[0].value}"). Nothing was changed.`
      : `${data.length} trees would change, 0 unchanged.`,
    kind: 'Trees' as const,
    rows: data.length,
    unchanged: 0,
    changes: refused.length ? 0 : state.wouldChange.reduce((n, c) => n + c.fields.length, 0),
    erasures: refused.length ? 0 : state.wouldChange.flatMap((c) => c.fields).filter((f) => f.erases).length,
    changed: refused.length
      ? []
      : state.wouldChange.map((c) => ({
          __typename: 'UploadChangedRow' as const,
          ...c,
          fields: c.fields.map((f) => ({ __typename: 'UploadFieldChange' as const, ...f })),
        })),
    refused,
    notes: [],
  };
}
export const seen: Rows[] = [];
export const mocks: Mocks = [
  {
    request: { query: UploadDryRunDocument, variables: () => true },
    result: (variables: { rows: Rows }) => {
      seen.push(variables.rows);
      return { data: { uploadTreeData: dryRun(variables.rows) } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/** XMLHttpRequest as the submit uses it; answers with `reply`. */
export const sent: { url: string; body: unknown; headers: Record<string, string>; timeout: number }[] = [];

class FakeXhr {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    sent.push({ url: this.url, body: JSON.parse(body), headers: this.headers, timeout: this.timeout });
    this.upload.onprogress?.({ lengthComputable: true, loaded: body.length, total: body.length });
    setTimeout(() => {
      this.status = state.reply.status;
      this.responseText = JSON.stringify(state.reply.body);
      this.onload?.();
    }, 10);
  }
}

export const fetchMock = vi.fn<typeof fetch>();
/** Registers the page's fakes (the field lists, the submit's XMLHttpRequest, an admin session) around each test. */
export function setUpUploadPage() {
  beforeEach(() => {
    state.wouldChange = [];
    state.reply = { status: 200, body: {} };
    seen.length = 0;
    sent.length = 0;
    vi.mocked(notify).mockClear();
    vi.mocked(updateNotification).mockClear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify(CHOICES), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    startSession('admin-token', {
      id: 3,
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@example.org',
      roleId: ROLE_ADMIN,
      roleName: 'admin',
    });
  });

  afterEach(() => {
    cleanup();
    endSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });
}

export const openPage = async () => {
  const view = renderRoute(paths.upload.href(), { mocks });
  await screen.findByRole('heading', { level: 1, name: 'Upload Tree Data' });
  await screen.findByLabelText('CSV file');
  return view;
};
export const choose = (container: HTMLElement, file: File) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
/** A header dropdown's input (Mantine labels its listbox too). */
export const columnSelect = (name: string) =>
  screen.getAllByLabelText(name).find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!;
export const CSV = 'Tree ID,Family,Height Low\n3,Ulmaceae,\n1,Fagaceae,10\n2,Sapindaceae,tall\n';
