import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { UploadDryRunDocument } from '@/features/upload/generated/graphql';
import { endSession, ROLE_ADMIN, startSession } from '@/lib/auth';
import { notify, updateNotification } from '@/lib/notify';
import { type Mocks, renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => 'toast'), updateNotification: vi.fn(async () => {}) }));

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

type Rows = string[][];
const problem = (row: number, column: string, columnIndex: number, value: string, reason: string) => ({
  __typename: 'UploadProblem' as const,
  row,
  treeId: null,
  column,
  columnIndex,
  value,
  reason,
});
/** What the server's dry run says would change (set by a test; none by default). */
type Changed = {
  row: number;
  treeId: number;
  created: boolean;
  fields: { field: string; before: string | null; after: string | null; erases: boolean }[];
}[];
let wouldChange: Changed = [];
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
    changes: refused.length ? 0 : wouldChange.reduce((n, c) => n + c.fields.length, 0),
    erasures: refused.length ? 0 : wouldChange.flatMap((c) => c.fields).filter((f) => f.erases).length,
    changed: refused.length
      ? []
      : wouldChange.map((c) => ({
          __typename: 'UploadChangedRow' as const,
          ...c,
          fields: c.fields.map((f) => ({ __typename: 'UploadFieldChange' as const, ...f })),
        })),
    refused,
    notes: [],
  };
}
const seen: Rows[] = [];
const mocks: Mocks = [
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
const sent: { url: string; body: unknown; headers: Record<string, string>; timeout: number }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
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
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    }, 10);
  }
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  wouldChange = [];
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

const openPage = async () => {
  const view = renderRoute(paths.upload.href(), { mocks });
  await screen.findByRole('heading', { level: 1, name: 'Upload Tree Data' });
  await screen.findByLabelText('CSV file');
  return view;
};
const choose = (container: HTMLElement, file: File) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
/** A header dropdown's input (Mantine labels its listbox too). */
const columnSelect = (name: string) =>
  screen.getAllByLabelText(name).find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!;
const CSV = 'Tree ID,Family,Height Low\n3,Ulmaceae,\n1,Fagaceae,10\n2,Sapindaceae,tall\n';

describe('the upload page', () => {
  it('asks the server for its field lists when it opens (POST /api/upload-file), with the session', async () => {
    await openPage();
    expect(fetchMock).toHaveBeenCalledWith('/api/upload-file', {
      method: 'POST',
      headers: { authorization: 'Bearer admin-token' },
    });
    expect(screen.queryByText('This part of SelecTree arrives in a later release.')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a csv: Please input a csv file', async () => {
    const { container } = await openPage();
    choose(container, new File(['{}'], 'trees.json', { type: 'application/json' }));
    expect(await screen.findByText('Please input a csv file')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Preview of the file' })).not.toBeInTheDocument();
  });

  it('refuses broken quoting before anything is sent', async () => {
    const { container } = await openPage();
    choose(container, new File(['tree_id,memo\n1,"open\n'], 'broken.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/^The file is not valid CSV/)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('previews the rows sorted by tree_id, ___ for empty cells, and marks the cell the server refuses', async () => {
    const { container } = await openPage();
    choose(container, new File([CSV], 'trees.csv', { type: 'text/csv' }));
    const table = await screen.findByRole('table', { name: 'Preview of the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2', '3', '4']);
    expect(within(rows[2]).getByText('___')).toBeInTheDocument();
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen[0]).toEqual([
      ['tree id', 'family', 'height low'],
      ['1', 'Fagaceae', '10'],
      ['2', 'Sapindaceae', 'tall'],
      ['3', 'Ulmaceae', ''],
    ]);
    const bad = await screen.findByRole('button', {
      name: /^Row 3, height low: tall\. Problem: is not a whole number$/,
    });
    expect(bad.closest('td')).toHaveAttribute('data-problem', 'true');
    expect(screen.getByText('1 problem to fix before this file can be written')).toBeInTheDocument();
    expect(screen.getByText(/^Row 3, column height_low: is not a whole number/)).toBeInTheDocument();
    expect(columnSelect('Column 3 name')).toHaveValue('Height Low');
  });

  it('a cell opens a popup to edit it; the server checks again and the mark goes', async () => {
    const { container } = await openPage();
    choose(container, new File([CSV], 'trees.csv', { type: 'text/csv' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Row 3, height low: tall\. Problem/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Row 3, height low' });
    expect(within(dialog).getByText('is not a whole number')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Value' }), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Row 3, height low: 12' })).toBeInTheDocument();
    expect(await screen.findByText('Checked: no problems. 0 trees would change, 0 unchanged.')).toBeInTheDocument();
    expect(seen.at(-1)?.[2]).toEqual(['2', 'Sapindaceae', '12']);
  });

  it('a header dropdown remaps a column', async () => {
    const { container } = await openPage();
    choose(container, new File([CSV], 'trees.csv', { type: 'text/csv' }));
    await screen.findAllByLabelText('Column 2 name');
    const select = columnSelect('Column 2 name');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Native Range' }));
    expect(select).toHaveValue('Native Range');
    await waitFor(() => expect(seen.at(-1)?.[0]).toEqual(['tree id', 'native range', 'height low']));
  });

  it('submits the rows (column names first) with the spec’s toasts and shows the report', async () => {
    reply = {
      status: 200,
      body: {
        status: 'written',
        message: '1 tree changed, 2 unchanged.',
        run_id: 7,
        rows: 3,
        unchanged: 2,
        changed: [{ row: 2, tree_id: 1, created: false, fields: [{ field: 'height_low', before: '8', after: '10' }] }],
        refused: [],
        notes: [],
      },
    };
    wouldChange = [
      { row: 2, treeId: 1, created: false, fields: [{ field: 'height_low', before: '8', after: '10', erases: false }] },
    ];
    const { container } = await openPage();
    choose(container, new File(['tree_id,height_low\n1,10\n'], 'ok.csv', { type: 'text/csv' }));
    await screen.findByText(/^Checked: no problems\./);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Changes to Database' }));
    const confirm = await screen.findByRole('dialog', { name: 'Write these changes to the database?' });
    expect(confirm).toHaveTextContent('1 change, of which 0 erase a stored value.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Write the changes' }));
    expect(await screen.findByRole('heading', { name: 'Upload report' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/tree/start-upload-file?fileName=ok.csv',
        body: [
          ['tree_id', 'height_low'],
          ['1', '10'],
        ],
        headers: { 'content-type': 'application/json', authorization: 'Bearer admin-token' },
        timeout: 300000,
      },
    ]);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Upload In Progress', loading: true }));
    expect(updateNotification).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'toast',
        message: 'Upload Sucessfully Processed!',
        color: 'green',
        autoClose: 5000,
      }),
    );
    expect(screen.getByText(/^1 tree changed, 2 unchanged, 0 refused\./)).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Changed fields' });
    expect(within(report).getByRole('row', { name: '2 1 height_low 8 10' })).toBeInTheDocument();
  });

  it('a refused submit: the failure toast and the alert with the server’s row-named refusal', async () => {
    reply = {
      status: 400,
      body: {
        message: 'Row 4, tree 2, column height_low: is not a whole number (value "tall"). Nothing was changed.',
        report: { status: 'refused', refused: [], changed: [], notes: [], unchanged: 0, rows: 3 },
      },
    };
    const { container } = await openPage();
    choose(container, new File([CSV], 'trees.csv', { type: 'text/csv' }));
    // The server's check refuses the file: Submit sends it as it is (no confirmation), and the server refuses it.
    await screen.findByText('1 problem to fix before this file can be written');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Changes to Database' }));
    const alert = await screen.findByRole('alert', { name: 'Data Upload failed' });
    expect(alert).toHaveTextContent('Row 4, tree 2, column height_low: is not a whole number');
    expect(updateNotification).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Upload Failed or Took too long!', color: 'red', autoClose: 5000 }),
    );
  });

  it('pages a large file (25 rows a page)', async () => {
    const lines = ['tree_id,family', ...Array.from({ length: 60 }, (_, i) => `${60 - i},F${60 - i}`)];
    const { container } = await openPage();
    choose(container, new File([lines.join('\n')], 'big.csv', { type: 'text/csv' }));
    const table = await screen.findByRole('table', { name: 'Preview of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(52 + i)),
    );
  });

  it('issue 21.3: the preview lists every change (before → after), erasures first and marked; Submit asks "N changes, of which M erase a stored value"; only confirming writes', async () => {
    wouldChange = [
      {
        row: 2,
        treeId: 1,
        created: false,
        fields: [{ field: 'height_low', before: '8', after: '10', erases: false }],
      },
      {
        row: 3,
        treeId: 2,
        created: false,
        fields: [
          { field: 'native_range', before: 'Asia', after: 'Japan', erases: false },
          { field: 'family', before: 'Sapindaceae', after: null, erases: true },
        ],
      },
    ];
    reply = {
      status: 200,
      body: {
        status: 'written',
        message: '2 trees changed',
        run_id: 1,
        rows: 2,
        unchanged: 0,
        changed: [],
        refused: [],
        notes: [],
      },
    };
    const { container } = await openPage();
    choose(container, new File(['tree_id,family,height_low\n1,Fagaceae,10\n2,,\n'], 'edit.csv', { type: 'text/csv' }));
    const list = await screen.findByRole('table', { name: 'Changes to write' });
    expect(
      screen.getByText('3 changes, of which 1 erases a stored value: the erasures are listed first.'),
    ).toBeInTheDocument();
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '32familySapindaceaeErased',
      '21height_low810',
      '32native_rangeAsiaJapan',
    ]);
    expect(rows[0]).toHaveAttribute('data-erases', 'true');
    expect(rows[1]).not.toHaveAttribute('data-erases');

    fireEvent.click(screen.getByRole('button', { name: 'Submit Changes to Database' }));
    let confirm = await screen.findByRole('dialog', { name: 'Write these changes to the database?' });
    expect(confirm).toHaveTextContent('3 changes, of which 1 erases a stored value.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Submit Changes to Database' }));
    confirm = await screen.findByRole('dialog', { name: 'Write these changes to the database?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Write the changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual([
      ['tree_id', 'family', 'height_low'],
      ['1', 'Fagaceae', '10'],
      ['2', '', ''],
    ]);
  });

  it('issue 20.14: a Windows-1252 file (Excel on Windows) is read as Windows-1252, and the preview says so', async () => {
    // "Café région" in Windows-1252: é is the single byte 0xE9 (not valid UTF-8).
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('tree_id,native_range\n1,Caf'),
      0xe9,
      ...new TextEncoder().encode(' r'),
      0xe9,
      ...new TextEncoder().encode('gion\n'),
    ]);
    const { container } = await openPage();
    choose(container, new File([bytes], 'excel.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/^Read as Windows-1252: the file is not UTF-8/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Row 2, native_range: Café région' })).toBeInTheDocument();
    await waitFor(() => expect(seen.at(-1)?.[1]).toEqual(['1', 'Café région']));
  });

  it('issue 20.14: a UTF-8 file with a byte-order mark is read as UTF-8', async () => {
    const { container } = await openPage();
    choose(container, new File(['\uFEFFtree_id,native_range\n1,Café région\n'], 'utf8.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Read as UTF-8.')).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.at(-1)).toEqual([
        ['tree_id', 'native_range'],
        ['1', 'Café région'],
      ]),
    );
  });

  it('issue 20.14: a file over the server’s limit is refused before it is read or sent, saying the limit', async () => {
    const { container } = await openPage();
    expect(screen.getByText('At most 20 MB. UTF-8 or Windows-1252 (what Excel writes).')).toBeInTheDocument();
    const big = new File(['tree_id\n1\n'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 });
    choose(container, big);
    expect(
      await screen.findByText('The file is 50 MB: the largest upload is 20 MB. Split the file into smaller ones.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Preview of the file' })).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('issue 20.14: a 413 with an HTML body is shown as a clear message, not "Checking…"', async () => {
    wouldChange = [];
    reply = { status: 413, body: '<html><body>Payload Too Large</body></html>' };
    const { container } = await openPage();
    choose(container, new File(['tree_id,family\n1,Fagaceae\n'], 'ok.csv', { type: 'text/csv' }));
    await screen.findByText(/^Checked: no problems\./);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Changes to Database' }));
    const confirm = await screen.findByRole('dialog', { name: 'Write these changes to the database?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Write the changes' }));
    const alert = await screen.findByRole('alert', { name: 'Data Upload failed' });
    expect(alert).toHaveTextContent('The file is larger than the server accepts (20 MB): split it into smaller ones.');
  });

  it('issue 20.14: a dry run answered 413 (an HTML page) says the limit instead of staying on "Checking…"', async () => {
    const tooLarge = Object.assign(new Error('Response not successful: Received status code 413'), {
      statusCode: 413,
    });
    const view = renderRoute(paths.upload.href(), {
      mocks: [{ request: { query: UploadDryRunDocument, variables: () => true }, error: tooLarge }],
    });
    await screen.findByLabelText('CSV file');
    choose(view.container, new File(['tree_id,family\n1,Fagaceae\n'], 'ok.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert', { name: 'The file cannot be checked' });
    expect(alert).toHaveTextContent('The file is larger than the server accepts (20 MB): split it into smaller ones.');
    expect(screen.queryByText(/^Checking the/)).not.toBeInTheDocument();
  });
});
