import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  DownloadChoicesDocument,
  DownloadTreeCountDocument,
  type DownloadFilterInput,
} from '@/features/download/generated/graphql';
import { endSession, ROLE_EDITOR, startSession } from '@/lib/auth';
import { notify, updateNotification } from '@/lib/notify';
import { type Mocks, renderRoute, setWholeAppTimeouts } from '@/testing/render';

setWholeAppTimeouts();

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => 'toast'), updateNotification: vi.fn(async () => {}) }));

const column = (key: string, label: string, headers = [label]) => ({
  __typename: 'DownloadColumn' as const,
  key,
  label,
  headers,
});
const group = (key: string, label: string, columns: ReturnType<typeof column>[]) => ({
  __typename: 'DownloadColumnGroup' as const,
  key,
  label,
  columns,
});
const CHOICES = {
  __typename: 'DownloadChoices' as const,
  genera: ['Acer', 'Quercus'],
  families: ['Fagaceae', 'Sapindaceae'],
  photoCountMax: 60,
  photoCountStep: 10,
  groups: [
    group('name', 'Name Characteristics', [column('scientific_name', 'Scientific Name'), column('family', 'Family')]),
    group('general', 'General Information', [column('memo', 'Memo')]),
    group('tree', 'Tree Characteristics', [column('height', 'Height', ['Height Low', 'Height High'])]),
    group('site', 'Site Conditions', [column('usda_zone', 'USDA Zone'), column('climate_adapted', 'Climate Adapted')]),
    group('considerations', 'Considerations', [
      column('health_hazard', 'Health Hazard'),
      column('appraisal', 'Appraisal'),
    ]),
  ],
};

/** The count answers `count` for every filter it is asked (the variables are checked by the form-rules tests). */
const mocksCounting = (count: number): Mocks => [
  {
    request: { query: DownloadChoicesDocument },
    result: { data: { downloadChoices: CHOICES } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: DownloadTreeCountDocument, variables: (_: { filter: DownloadFilterInput }) => true },
    result: { data: { downloadTreeCount: count } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

const fetchMock = vi.fn<typeof fetch>();
const clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  vi.mocked(notify).mockClear();
  vi.mocked(updateNotification).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow a download link; the test checks the link that was clicked.
  clicked.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  startSession('editor-token', {
    id: 2,
    firstName: 'Eve',
    lastName: 'Editor',
    email: 'editor@example.org',
    roleId: ROLE_EDITOR,
    roleName: 'editor',
  });
});

afterEach(() => {
  cleanup();
  endSession();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openPage = async (count = 2) => {
  renderRoute(paths.download.href(), { mocks: mocksCounting(count) });
  await screen.findByRole('heading', { level: 1, name: 'Download Tree Data' });
  return screen.findByRole('button', { name: 'Download File' });
};
const heading = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\(`) });
const chip = (name: string) => screen.getByRole('checkbox', { name });
const downloadedUrl = () => String(fetchMock.mock.calls[0][0]);

describe('the download page', () => {
  it('shows the heading, the text, the five groups with Name Characteristics chosen, the filters and the count', async () => {
    await openPage();
    expect(screen.getByText(/Download a CSV file of the trees held in SelecTree/)).toBeInTheDocument();
    for (const name of CHOICES.groups.map((g) => g.label)) expect(heading(name)).toBeInTheDocument();
    expect(heading('Name Characteristics')).toHaveAttribute('aria-pressed', 'true');
    expect(heading('Site Conditions')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Scientific Name')).toBeChecked();
    expect(chip('Memo')).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Filter By' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'And' })).toBeChecked();
    expect(screen.getByPlaceholderText('Any genus')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Any family')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Number of photos: 0 to 60\+/ })).toBeInTheDocument();
    expect(await screen.findByText('2 trees match (no filter)')).toBeInTheDocument();
  });

  it('a group heading chooses the whole group, then clears it; a chip chooses one column', async () => {
    await openPage();
    fireEvent.click(heading('Site Conditions'));
    expect(heading('Site Conditions')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('USDA Zone')).toBeChecked();
    expect(chip('Climate Adapted')).toBeChecked();
    fireEvent.click(heading('Name Characteristics'));
    expect(chip('Scientific Name')).not.toBeChecked();
    expect(chip('Family')).not.toBeChecked();
    fireEvent.click(chip('Appraisal'));
    expect(heading('Considerations')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('3 of 8 chosen')).toBeInTheDocument();
  });

  it('with no column, Download File is disabled and says why', async () => {
    const button = await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(button).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one column to download');
    fireEvent.click(screen.getByRole('button', { name: 'Choose all' }));
    expect(button).toBeEnabled();
    expect(screen.getByText('8 of 8 chosen')).toBeInTheDocument();
  });

  it('downloads the chosen columns with the session: Attempting Download, then Download Success!', async () => {
    fetchMock.mockResolvedValue(
      new Response('\uFEFFTree ID,Scientific Name\r\n1,Quercus agrifolia\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="selectree-trees.csv"' },
      }),
    );
    const button = await openPage();
    fireEvent.click(heading('Considerations'));
    fireEvent.click(screen.getByRole('radio', { name: 'Or' }));
    fireEvent.click(button);
    await waitFor(() =>
      expect(updateNotification).toHaveBeenCalledWith(expect.objectContaining({ message: 'Download Success!' })),
    );
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Attempting Download' }));
    const url = new URL(downloadedUrl(), 'http://app.test');
    expect(url.pathname).toBe('/api/tree/download-file');
    expect(url.searchParams.get('columns')).toBe('scientific_name,family,health_hazard,appraisal');
    expect(url.searchParams.get('combine')).toBe('or');
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ authorization: 'Bearer editor-token' });
    expect(clicked).toEqual([{ href: 'blob:csv', download: 'selectree-trees.csv' }]);
  });

  it("no tree matching: the spec's alert, without asking for a file that would be empty", async () => {
    fireEvent.click(await openPage(0));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('There is no trees with these filters!')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Attempting Download' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(updateNotification).not.toHaveBeenCalled();
  });

  it("an empty file answer (404, the trees changed meanwhile) shows the spec's alert, no failure toast", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'There is no trees with these filters!' }, { status: 404 }));
    fireEvent.click(await openPage());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('There is no trees with these filters!')).toBeInTheDocument();
    expect(updateNotification).not.toHaveBeenCalled();
    // Changing a filter takes the alert away.
    fireEvent.click(screen.getByRole('radio', { name: 'Or' }));
    await waitFor(() => expect(screen.queryByText('There is no trees with these filters!')).not.toBeInTheDocument());
  });

  it.each([
    ['the server fails', () => fetchMock.mockResolvedValue(new Response('oops', { status: 500 }))],
    ['the network fails', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('Download Failed! when %s', async (_name, arrange) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    arrange();
    fireEvent.click(await openPage());
    await waitFor(() =>
      expect(updateNotification).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Download Failed!', color: 'red' }),
      ),
    );
    expect(screen.queryByText('There is no trees with these filters!')).not.toBeInTheDocument();
  });
});
