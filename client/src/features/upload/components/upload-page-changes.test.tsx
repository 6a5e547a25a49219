import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { UploadDryRunDocument } from '@/features/upload/generated/graphql';
import { renderRoute, setWholeAppTimeouts } from '@/testing/render';
import { choose, openPage, seen, sent, state, setUpUploadPage } from './upload-page.fixture';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => 'toast'), updateNotification: vi.fn(async () => {}) }));
setUpUploadPage();

/**
 * Issue 21.3 (every change listed before writing, erasures first, a confirmation with their count)
 * and issue 20.14 (encodings, the server's size limit, a 413 of either kind) on the upload page.
 */
describe('the upload page: changes, encodings and sizes', () => {
  it('issue 21.3: the preview lists every change (before → after), erasures first and marked; Submit asks "N changes, of which M erase a stored value"; only confirming writes', async () => {
    state.wouldChange = [
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
    state.reply = {
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
      '2 (row 3)familySapindaceaeErased',
      '1 (row 2)height_low810',
      '2 (row 3)native_rangeAsiaJapan',
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
    state.wouldChange = [];
    state.reply = { status: 413, body: '<html><body>Payload Too Large</body></html>' };
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
