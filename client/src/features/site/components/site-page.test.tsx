import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ZipCodeDocument } from '@/generated/graphql';
import { renderRoute, setWholeAppTimeouts } from '@/testing/render';
import { SiteOptionsDocument, SiteRecommendationsDocument } from '../generated/graphql';
import { siteInputOfQuery } from '@/lib/site-input';
import { SITE_DEBOUNCE_MS } from './site-page';

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
const FIX_FORM = 'Correct what is marked in the form to see the trees that fit.';
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

  it('shows the server’s words for what the form has no field for (a goal in the address)', async () => {
    const query = 'zip=95616&strip_width=open&goals=beauty';
    const message = 'goals: unknown goal "beauty": use shade, flowers';
    const refused = recommendations(query, {
      errors: [
        new GraphQLError(message, {
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'goals', message: 'unknown goal "beauty"' }] },
        }),
      ],
    });
    renderRoute(`/site?${query}`, { mocks: [optionsMock, zipMock, refused] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This site cannot be searched');
    expect(alert).toHaveTextContent(message);
  });

  it('a ZIP with no USDA zone says so once, at the ZIP field, without the API’s field name', async () => {
    const query = 'zip=12345&strip_width=open';
    const ZIP_MESSAGE = 'Error please enter a valid Californian zip code!';
    // zipCode refuses a ZIP outside California's 9xxxx (the ZIP table has none); the site search names the field.
    const unknownZip = {
      request: { query: ZipCodeDocument, variables: { zip: '12345' } },
      result: {
        errors: [
          new GraphQLError(ZIP_MESSAGE, {
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'zip', message: ZIP_MESSAGE }] },
          }),
        ],
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    let asked = false;
    const refused = {
      ...recommendations(query, {}),
      result: () => {
        asked = true;
        return {
          errors: [
            new GraphQLError('zip: No USDA zone is known for ZIP code 12345.', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ field: 'zip', message: 'No USDA zone is known for ZIP code 12345.' }],
              },
            }),
          ],
        };
      },
    };
    renderRoute('/site', { mocks: [optionsMock, unknownZip, refused] });
    const zip = await screen.findByLabelText(/ZIP code/);
    fireEvent.change(zip, { target: { value: '12345' } });
    expect(await screen.findByText('No USDA zone is known for ZIP code 12345.')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('No USDA zone is known for ZIP code 12345.');
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(screen.getByText(FIX_FORM)).toBeInTheDocument());
    expect(screen.getAllByText(/No USDA zone/)).toHaveLength(1);
    expect(screen.queryByText(/could not be looked up/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body).not.toHaveTextContent('zip:');
    // Nothing to save, print or ask "Why not?" about.
    expect(screen.queryByRole('button', { name: 'Print the top trees' })).toBeNull();
  });

  it('keeps "could not be looked up right now" for a ZIP lookup that failed', async () => {
    const failedZip = {
      request: { query: ZipCodeDocument, variables: { zip: '95616' } },
      error: new Error('Network down'),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderRoute(`/site?${QUERY}`, { mocks: [optionsMock, failedZip, found] });
    expect(await screen.findByText('The USDA zone of ZIP 95616 could not be looked up right now.')).toBeInTheDocument();
    expect(screen.getByLabelText(/ZIP code/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('2 trees not known to fail this site (1 known to fit)')).toBeInTheDocument();
  });

  it('the strip width and the Sunset zone say what is wrong at their fields, and the site is not asked for', async () => {
    const { router } = renderRoute(`/site?${QUERY}`, { mocks: [optionsMock, zipMock, found] });
    expect(await screen.findByText('2 trees not known to fail this site (1 known to fit)')).toBeInTheDocument();
    const strip = screen.getByLabelText('Strip width (feet)');
    const typeWidth = async (value: string, error: string) => {
      fireEvent.change(strip, { target: { value } });
      expect(await screen.findByText(error)).toBeInTheDocument();
      expect(strip).toHaveValue(value);
      expect(strip).toHaveAttribute('aria-invalid', 'true');
      expect(strip).toHaveAccessibleDescription(error);
    };
    await typeWidth('abc', 'Type the width as a number.');
    await typeWidth('-5', 'The width must be more than 0.');
    await typeWidth('0', 'The width must be more than 0.');
    await typeWidth('150', 'The width can be at most 100 ft: a wider strip is open ground.');
    await waitFor(() => expect(router.state.location.search).toContain('strip_width=150'));
    // Past the debounce: no site was asked for (the mocks have none but the valid one), so no refusal.
    await new Promise((resolve) => setTimeout(resolve, SITE_DEBOUNCE_MS + 100));
    expect(screen.getByText(FIX_FORM)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Trees for this site, best first' })).toBeNull();
    expect(document.body).not.toHaveTextContent('strip_width');

    fireEvent.change(strip, { target: { value: '4' } });
    expect(await screen.findByRole('list', { name: 'Trees for this site, best first' })).toBeInTheDocument();
    expect(strip).not.toHaveAttribute('aria-invalid', 'true');

    const sunset = screen.getByLabelText(/Sunset zone/);
    fireEvent.change(sunset, { target: { value: '25' } });
    expect(await screen.findByText('There is no Sunset zone 25: type 1 to 24, H1 or H2.')).toBeInTheDocument();
    expect(sunset).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(FIX_FORM)).toBeInTheDocument();
  });

  it('asks for a ZIP code before anything else', async () => {
    renderRoute('/site', { mocks: [optionsMock] });
    expect(await screen.findByText(/Type your five-digit ZIP code/)).toBeInTheDocument();
  });

  it('the print view of a refused site says what is wrong in the fields’ words, not the API’s', async () => {
    const query = 'zip=12345&strip_width=abc';
    const refused = {
      request: {
        query: SiteRecommendationsDocument,
        variables: { site: siteInputOfQuery(query), page: 1, resultsPerPage: 30 },
      },
      result: {
        errors: [
          new GraphQLError('zip: not in the ZIP table', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ field: 'zip', message: 'not in the ZIP table' }],
            },
          }),
        ],
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    // The site's own words for a ZIP the table lacks (as on the site page), whatever the refusal's.
    const unknownZip = {
      request: { query: ZipCodeDocument, variables: { zip: '12345' } },
      result: { data: { zipCode: null } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderRoute(`/site/print?${query}`, { mocks: [optionsMock, refused, unknownZip] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This site cannot be printed:');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['No USDA zone is known for ZIP code 12345.', 'Type the width as a number.']);
    expect(document.body).not.toHaveTextContent('zip:');
  });

  it('the print view keeps the general sentence when the trees could not be loaded', async () => {
    const failed = {
      request: {
        query: SiteRecommendationsDocument,
        variables: { site: siteInputOfQuery(QUERY), page: 1, resultsPerPage: 30 },
      },
      error: new Error('network down'),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderRoute(`/site/print?${QUERY}`, { mocks: [optionsMock, failed] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The trees could not be loaded right now.');
    expect(within(alert).queryAllByRole('listitem')).toHaveLength(0);
  });
});
