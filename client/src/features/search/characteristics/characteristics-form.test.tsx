import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Region } from '@/generated/graphql';
import { loadCatalogue } from '@/i18n/i18n';
import { renderWithProviders, type Mocks } from '@/testing/render';
import { parseResultsLocation } from '../search-url';
import { FILTERS_STORAGE_KEY, OPTIONS_STORAGE_KEY } from '../search-storage';
import { searchCharacteristicsMock, zipCodeMock } from '../testing/search-mocks';
import SearchByCharacteristics from './characteristics-form';

// A big form: every edit re-renders it, which jsdom does slowly on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const ZIP_MESSAGE = 'Error please enter a valid Californian zip code!';
const CLIMATE_MESSAGE = 'Climate Adapted selected. Please fill out the adapted zip code to search.';

async function renderForm(region: Region = 'CALIFORNIA', mocks: Mocks = []) {
  const view = renderWithProviders(<SearchByCharacteristics region={region} />, {
    mocks: [searchCharacteristicsMock(), ...mocks],
  });
  await screen.findByRole('form', { name: 'Search by characteristics' });
  return view;
}

const group = (name: string) => screen.getByRole('group', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

describe('search by characteristics: validation messages (spec §5)', () => {
  it('a ZIP code must be 5 characters starting with 9', async () => {
    await renderForm();
    type('ZIP code', '12345');
    expect(await screen.findByText(ZIP_MESSAGE)).toBeInTheDocument();
    type('ZIP code', '9561');
    expect(await screen.findByText(ZIP_MESSAGE)).toBeInTheDocument();
    type('ZIP code', '9561a');
    expect(await screen.findByText(ZIP_MESSAGE)).toBeInTheDocument();
  });

  it('climate adapted without an adapted ZIP code: the message, and no search runs', async () => {
    const { router } = await renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Climate adapted/ }));
    // The zone fields give way to the adapted ZIP code.
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'USDA zone' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Adapted ZIP code/)).toBeInTheDocument();

    search();
    expect(await screen.findByText(CLIMATE_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The field with the problem gets the focus.
    await waitFor(() => expect(screen.getByLabelText(/Adapted ZIP code/)).toHaveFocus());

    type(/Adapted ZIP code/, '1234');
    expect(await screen.findByText(ZIP_MESSAGE)).toBeInTheDocument();
    search();
    await waitFor(() => expect(screen.getByText(ZIP_MESSAGE)).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('sizes must be whole numbers no larger than the top mark', async () => {
    const { router } = await renderForm();
    type('Min height (ft)', '2.5');
    expect(await screen.findByText('Should be an integer.')).toBeInTheDocument();
    type('Max height (ft)', '120');
    expect(await screen.findByText('Max value is 100')).toBeInTheDocument();
    type('Max canopy width (ft)', '80');
    expect(await screen.findByText('Max value is 75')).toBeInTheDocument();
    type('Min canopy width (ft)', 'ten');
    await waitFor(() => expect(screen.getAllByText('Should be an integer.')).toHaveLength(2));

    search();
    await waitFor(() => expect(screen.getByText('Max value is 75')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it("the sliders' hidden inputs carry no made-up names (the text boxes carry the values)", async () => {
    await renderForm();
    await screen.findByLabelText('Min height (ft)');
    const names = [...document.querySelectorAll('input[type="hidden"]')].map((input) => input.getAttribute('name'));
    expect(names.filter((name) => name?.startsWith('undefined'))).toEqual([]);
  });

  it('a minimum above the maximum is refused', async () => {
    await renderForm();
    type('Max height (ft)', '40');
    type('Min height (ft)', '60');
    expect(
      await screen.findByText('The minimum height cannot be greater than the maximum height.'),
    ).toBeInTheDocument();
  });
});

describe('search by characteristics: rules between fields (spec §4)', () => {
  it('ZIP code, USDA zone, Sunset zone and climate region lock each other', async () => {
    await renderForm();
    for (const label of ['USDA zone', 'Sunset zone', 'Climate region']) {
      expect(select(label)).toBeEnabled();
    }
    type('ZIP code', '9');
    for (const label of ['USDA zone', 'Sunset zone', 'Climate region']) {
      expect(select(label)).toBeDisabled();
    }
    expect(screen.getAllByText(/Clear the ZIP code to use this/)).toHaveLength(3);
    type('ZIP code', '');
    expect(select('USDA zone')).toBeEnabled();
  });

  it('the ZIP code field is locked once a USDA zone is chosen (restored from the session)', async () => {
    window.sessionStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ usda_zones: [9] }));
    await renderForm();
    expect(screen.getByLabelText('ZIP code')).toBeDisabled();
    expect(select('Sunset zone')).toBeDisabled();
    expect(select('Climate region')).toBeDisabled();
    expect(select('USDA zone')).toBeEnabled();
  });

  it('a ZIP code shows the USDA zone it searches', async () => {
    await renderForm('CALIFORNIA', [zipCodeMock('95616', '9b'), zipCodeMock('95555', null)]);
    type('ZIP code', '95616');
    expect(await screen.findByText('ZIP 95616 → USDA zone 9b')).toBeInTheDocument();
    type('ZIP code', '95555');
    expect(await screen.findByText('No USDA zone is known for ZIP code 95555.')).toBeInTheDocument();
  });

  it('Deciduous can be chosen only with fall colour', async () => {
    await renderForm();
    const deciduous = () => within(group('Foliage type')).getByRole('checkbox', { name: 'Deciduous' });
    expect(deciduous()).toBeDisabled();
    fireEvent.click(within(group('Fall color')).getByRole('checkbox', { name: 'Yes' }));
    expect(deciduous()).toBeEnabled();
    fireEvent.click(deciduous());
    expect(deciduous()).toBeChecked();
    fireEvent.click(within(group('Fall color')).getByRole('checkbox', { name: 'Yes' }));
    expect(deciduous()).not.toBeChecked();
    expect(deciduous()).toBeDisabled();
  });

  it('the Pacific Islands edition asks Hawaii native and hides fall colour', async () => {
    window.sessionStorage.setItem(
      FILTERS_STORAGE_KEY,
      JSON.stringify({ ca_native: [true], fall_color: [true], foliage_type: ['Deciduous'] }),
    );
    const { router } = await renderForm('PACIFIC_ISLANDS');
    expect(screen.queryByRole('group', { name: 'Fall color' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'California native' })).not.toBeInTheDocument();
    fireEvent.click(within(group('Hawaii native')).getByRole('checkbox', { name: 'Yes' }));
    search();
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    const { search: query, hash } = router.state.location;
    // The California filters kept from before were cleared, not searched invisibly.
    expect(parseResultsLocation(query, hash)).toMatchObject({
      kind: 'characteristics',
      filter: { region: 'pacificislands', hi_native: [true] },
    });
    const request = parseResultsLocation(query, hash);
    expect(request.kind === 'characteristics' && request.filter).toEqual({
      region: 'pacificislands',
      hi_native: [true],
    });
  });

  it('the range sliders cannot cross', async () => {
    await renderForm();
    type('Max height (ft)', '40');
    const from = screen.getByRole('slider', { name: 'Minimum height' });
    const to = screen.getByRole('slider', { name: 'Maximum height' });
    expect(to).toHaveAttribute('aria-valuenow', '40');
    from.focus();
    fireEvent.keyDown(from, { key: 'End', code: 'End' });
    for (let step = 0; step < 5; step += 1) fireEvent.keyDown(from, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(Number(from.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(40);
    expect(to).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByLabelText('Max height (ft)')).toHaveValue('40');
  });

  it('the sliders show the spec marks (0, 25, 50, 75, 100+ ft; 0, 25, 50, 75+ ft)', async () => {
    await renderForm();
    const height = group('Height');
    for (const mark of ['0', '25', '50', '75', '100+ ft']) expect(within(height).getByText(mark)).toBeInTheDocument();
    const width = group('Canopy width');
    for (const mark of ['0', '25', '50', '75+ ft']) expect(within(width).getByText(mark)).toBeInTheDocument();
  });
});

describe('search by characteristics: searching', () => {
  it('runs the search into the results page: filters in filterData, options in the hash', async () => {
    window.sessionStorage.setItem(OPTIONS_STORAGE_KEY, 'activePage=4&resultsPerPage=50&sort=3');
    const { router } = await renderForm('CALIFORNIA', [zipCodeMock('95616', '9b')]);
    type('ZIP code', '95616');
    type('Min height (ft)', '25');
    fireEvent.click(within(group('California native')).getByRole('checkbox', { name: 'Yes' }));
    fireEvent.click(within(group('Sun exposure')).getByRole('checkbox', { name: 'Full Sun' }));
    search();
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    const { search: query, hash } = router.state.location;
    // A new search starts on page 1 with the visitor's page size and sort.
    expect(hash).toBe('#activePage=1&resultsPerPage=50&sort=3');
    const request = parseResultsLocation(query, hash);
    expect(request.kind === 'characteristics' && request.filter).toEqual({
      region: 'all',
      zip_code: '95616',
      minTreeHeight: 25,
      ca_native: [true],
      sun_exposure: [3],
    });
  });

  it('keeps the form for the tab, and Clear filters empties it', async () => {
    await renderForm();
    type('Name contains', 'oak');
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(FILTERS_STORAGE_KEY) ?? '{}')).toEqual({
        region: 'all',
        searchTerm: 'oak',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByLabelText('Name contains')).toHaveValue(''));
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(FILTERS_STORAGE_KEY) ?? '{}')).toEqual({ region: 'all' }),
    );
  });

  it('a failure to load the choices is calm, logged, and can be retried', async () => {
    renderWithProviders(<SearchByCharacteristics region="CALIFORNIA" />, {
      mocks: [searchCharacteristicsMock(new Error('down'))],
    });
    expect(await screen.findByText('The search form is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('search by characteristics in Spanish (issue 28.3)', () => {
  it("offers the vocabularies' terms in Spanish and still searches by the English terms", async () => {
    await loadCatalogue('es');
    const { router } = renderWithProviders(<SearchByCharacteristics region="CALIFORNIA" />, {
      mocks: [searchCharacteristicsMock()],
      locale: 'es',
    });
    await screen.findByRole('form');
    expect(screen.getByRole('checkbox', { name: 'Perennifolio' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Semisombra' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Evergreen' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pleno sol' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Perennifolio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    const request = parseResultsLocation(router.state.location.search, router.state.location.hash);
    expect(request.kind === 'characteristics' && request.filter).toMatchObject({
      sun_exposure: [3],
      foliage_type: ['Evergreen'],
    });
  });
});
