import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ZipCodeDocument } from '@/generated/graphql';
import { renderRoute, setWholeAppTimeouts } from '@/testing/render';
import { SiteOptionsDocument, SiteRecommendationsDocument } from '../generated/graphql';
import { siteInputOfQuery } from '@/lib/site-input';

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => 'toast'), updateNotification: vi.fn() }));
setWholeAppTimeouts();

const option = (value: string, label: string) => ({ __typename: 'SiteOption' as const, value, label });
const optionsMock = {
  request: { query: SiteOptionsDocument },
  result: {
    data: {
      siteOptions: {
        __typename: 'SiteOptions' as const,
        goals: [option('shade', 'Shade'), option('flowers', 'Flowers'), option('native', 'Native to the region')],
        sun: [option('full', 'Full sun'), option('partial', 'Partial shade'), option('shade', 'Shade')],
        water: [option('VL', 'Very low'), option('L', 'Low'), option('M', 'Moderate'), option('H', 'High')],
        soil: [option('clay', 'Clay'), option('loam', 'Loam'), option('sand', 'Sand')],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const zipMock = {
  request: { query: ZipCodeDocument, variables: { zip: '95616' } },
  result: { data: { zipCode: { __typename: 'ZipCode' as const, zip: '95616', city: 'Davis', usdaZone: '9b' } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const QUERY = 'zip=95616&strip_width=4&overhead_wires=1&sun=full&goals=shade';
const result = (treeId: number, scientificName: string, fit: string, notes: Partial<Record<string, string[]>>) => ({
  __typename: 'SiteResult' as const,
  treeId,
  scientificName,
  commonName: null,
  fit,
  score: 1,
  reasons: notes.reasons ?? [],
  warnings: notes.warnings ?? [],
  // Without the codes (the schema allows it): the cards show the server's English as it came.
  reasonTexts: null,
  warningTexts: null,
  unknown: notes.unknown ?? [],
});
const recommendations = (query: string, answer: { data?: Record<string, unknown>; errors?: GraphQLError[] }) => ({
  request: {
    query: SiteRecommendationsDocument,
    variables: { site: siteInputOfQuery(query), page: 1, resultsPerPage: 24 },
  },
  result: answer,
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const found = recommendations(QUERY, {
  data: {
    siteRecommendations: {
      __typename: 'SiteRecommendationsPayload',
      site: { __typename: 'Site', zip: '95616', city: 'Davis', usdaZone: '9b', region: 'CALIFORNIA', query: QUERY },
      totalResults: 2,
      fitsCount: 1,
      pageResults: [
        result(7, 'Acer ginnala', 'fits', {
          reasons: ['Canopy up to 20 ft wide: some shade'],
          warnings: ['Weak branches'],
        }),
        result(9, 'Zelkova serrata', 'unknown', { unknown: ['water'] }),
      ],
    },
  },
});

describe('/site', () => {
  it('reads the form from the address, shows the ZIP’s zone, and writes each change back', async () => {
    const { router } = renderRoute(`/site?${QUERY}`, { mocks: [optionsMock, zipMock, found] });
    expect(await screen.findByLabelText(/ZIP code/)).toHaveValue('95616');
    expect(await screen.findByText('ZIP 95616 → USDA zone 9b (Davis)')).toBeInTheDocument();
    expect(screen.getByLabelText('Strip width (feet)')).toHaveValue('4');
    expect(screen.getByRole('switch', { name: 'Overhead wires above the spot' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Shade' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Full sun' })).toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Native to the region' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Moderate' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Open ground' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?zip=95616&strip_width=open&overhead_wires=1&sun=full&water=M&goals=shade%2Cnative',
      ),
    );
  });

  it('keeps two goals ticked in a row, before the address has caught up, and writes both', async () => {
    const { router } = renderRoute(`/site?${QUERY}`, { mocks: [optionsMock, zipMock, found] });
    const flowers = await screen.findByRole('checkbox', { name: 'Flowers' });
    const native = screen.getByRole('checkbox', { name: 'Native to the region' });
    const wires = screen.getByRole('switch', { name: 'Overhead wires above the spot' });
    // Plain DOM clicks, as a browser delivers them: no act() flushing the router's navigation between them.
    flowers.click();
    expect(flowers).toBeChecked();
    native.click();
    wires.click();
    expect(flowers).toBeChecked();
    expect(native).toBeChecked();
    expect(wires).not.toBeChecked();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?zip=95616&strip_width=4&sun=full&goals=shade%2Cflowers%2Cnative'),
    );
    expect(screen.getByRole('checkbox', { name: 'Shade' })).toBeChecked();
    expect(flowers).toBeChecked();
    expect(native).toBeChecked();
  });

  it('ranks the cards with reasons, warnings and unknowns, each in words as well as colour', async () => {
    renderRoute(`/site?${QUERY}`, { mocks: [optionsMock, zipMock, found] });
    expect(await screen.findByText('2 trees not known to fail this site (1 known to fit)')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Trees for this site, best first' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Acer ginnala', 'Zelkova serrata']);
    const first = within(cards[0]);
    expect(first.getByText('Fits')).toBeInTheDocument();
    expect(first.getByRole('list', { name: 'Why Acer ginnala suits the site' })).toHaveTextContent(
      'Good for this site: Canopy up to 20 ft wide: some shade',
    );
    expect(first.getByRole('list', { name: 'Warnings for Acer ginnala' })).toHaveTextContent('Warning: Weak branches');
    expect(first.getByRole('checkbox', { name: 'Compare Acer ginnala' })).toBeInTheDocument();
    const second = within(cards[1]);
    expect(second.getByText('Fit unknown')).toBeInTheDocument();
    expect(second.getByRole('list', { name: 'Not checked for Zelkova serrata' })).toHaveTextContent('Not known: water');
  });

  it('shows the server’s words for a site it refuses', async () => {
    const query = 'zip=00001&strip_width=open';
    const refused = recommendations(query, {
      errors: [
        new GraphQLError('zip: ZIP code 00001 is not in the ZIP table', { extensions: { code: 'BAD_USER_INPUT' } }),
      ],
    });
    const unknownZip = {
      request: { query: ZipCodeDocument, variables: { zip: '00001' } },
      result: { data: { zipCode: null } },
    };
    renderRoute(`/site?${query}`, { mocks: [optionsMock, unknownZip, refused] });
    expect(await screen.findByRole('alert')).toHaveTextContent('zip: ZIP code 00001 is not in the ZIP table');
  });

  it('asks for a ZIP code before anything else', async () => {
    renderRoute('/site', { mocks: [optionsMock] });
    expect(await screen.findByText(/Type your five-digit ZIP code/)).toBeInTheDocument();
  });
});
