import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify, updateNotification } from '@/lib/notify';
import { setWholeAppTimeouts } from '@/testing/render';
import {
  choose,
  columnSelect,
  CSV,
  fetchMock,
  openPage,
  seen,
  sent,
  setUpUploadPage,
  state,
} from './upload-page.fixture';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => 'toast'), updateNotification: vi.fn(async () => {}) }));
setUpUploadPage();

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
    state.reply = {
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
    state.wouldChange = [
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
    expect(within(report).getByRole('row', { name: '1 (row 2) height_low 8 10' })).toBeInTheDocument();
  });

  it('a refused submit: the failure toast and the alert with the server’s row-named refusal', async () => {
    state.reply = {
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
});
