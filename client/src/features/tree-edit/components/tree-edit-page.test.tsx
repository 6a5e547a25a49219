import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import {
  SaveTreeDocument,
  TreeEditOptionsDocument,
  TreeEditRecordDocument,
  TreeHistoryDocument,
  type TreeEditOptionsQuery,
} from '@/features/tree-edit/generated/graphql';
import { renderWithProviders, type Mocks } from '@/testing/render';
import { TreeEditPage } from './tree-edit-page';

vi.mock('@/lib/logger', () => ({ logError: vi.fn() }));

type Field = TreeEditOptionsQuery['treeEditOptions'][number];
const field = (name: string, kind: string, extra: Partial<Field> = {}): Field => ({
  __typename: 'EditFieldOptions',
  name,
  kind,
  required: false,
  options: null,
  min: null,
  max: null,
  maxLength: null,
  maxItems: null,
  ...extra,
});
const FIELDS = [
  field('display', 'display', { required: true }),
  field('native_range', 'text', { maxLength: 2000 }),
  field('height_high', 'int', { min: 1, max: 400 }),
];
const VALUES = { display: '1', native_range: 'California', height_high: 80 };

const record = (version: number, values: Record<string, unknown>) => ({
  __typename: 'TreeEditRecord' as const,
  treeId: 7,
  version,
  scientificName: 'Quercus lobata',
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: null,
  values,
  changed: [],
});

const baseMocks = (): Mocks => [
  { request: { query: TreeEditOptionsDocument }, result: { data: { treeEditOptions: FIELDS } }, maxUsageCount: 9 },
  {
    request: { query: TreeEditRecordDocument, variables: { id: 7 } },
    result: { data: { treeEditRecord: { ...record(1, VALUES), taxa: [], photos: [], reviews: [] } } },
    maxUsageCount: 9,
  },
  {
    request: { query: TreeHistoryDocument, variables: { treeId: 7 } },
    result: { data: { treeHistory: [] } },
    maxUsageCount: 9,
  },
];

const save = (values: Record<string, unknown>) => ({
  query: SaveTreeDocument,
  variables: { id: 7, version: 1, values },
});

describe('the tree edit page', () => {
  it("shows 'Edit Tree #7', saves a change 500 ms after it with 'Saving...', then 'All changes saved'", async () => {
    const mocks: Mocks = [
      ...baseMocks(),
      {
        request: save({ native_range: 'Central Valley' }),
        result: {
          data: {
            saveTree: { ...record(2, { ...VALUES, native_range: 'Central Valley' }), changed: ['native_range'] },
          },
        },
        delay: 150,
      },
    ];
    renderWithProviders(<TreeEditPage treeId={7} />, { mocks });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Tree #7' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Native Range' }), { target: { value: 'Central Valley' } });
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Saving...' }, { timeout: 2000 })).toBeInTheDocument();
    expect(await screen.findByText('All changes saved', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('does not send a value the form refuses (over the field maximum)', async () => {
    renderWithProviders(<TreeEditPage treeId={7} />, { mocks: baseMocks() });
    const height = await screen.findByRole('textbox', { name: 'Height (Max, ft)' });
    fireEvent.change(height, { target: { value: '500' } });
    expect(await screen.findByText('Height (Max, ft): at most 400')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    // No SaveTree mock exists: a save would have failed the page with an unmatched request.
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
  });

  it("a stale save keeps the editor's value on screen and names who changed the tree", async () => {
    const message =
      'Not saved: Oscar Oak changed this tree at 2026-11-25 09:00 UTC (version 2; you edited version 1). Your changes are still on the form: reload the tree to see theirs, then apply yours again.';
    const mocks: Mocks = [
      ...baseMocks(),
      {
        request: save({ native_range: 'Sierra foothills' }),
        result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', currentVersion: 2 } })] },
      },
    ];
    renderWithProviders(<TreeEditPage treeId={7} />, { mocks });
    const input = await screen.findByRole('textbox', { name: 'Native Range' });
    fireEvent.change(input, { target: { value: 'Sierra foothills' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert).toHaveTextContent('Oscar Oak changed this tree');
    expect(alert).toHaveTextContent('Load their changes and keep mine');
    expect(input).toHaveValue('Sierra foothills');
  });

  it("issue 21.8: a value set back to the saved one shows 'All changes saved' and sends nothing", async () => {
    renderWithProviders(<TreeEditPage treeId={7} />, { mocks: baseMocks() });
    const input = await screen.findByRole('textbox', { name: 'Native Range' });
    fireEvent.change(input, { target: { value: 'Central Valley' } });
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'California' } });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    // No SaveTree mock exists: a save would have failed the page with an unmatched request.
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
  });
});
