import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { COMPARE_STORAGE_KEY } from '@/features/compare-selection/use-compare-selection';
import { loadCatalogue } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import type { TreeDetail } from '../fields';
import { sampleTreeDetail, treeDetailMock } from '../testing/sample-tree';

const ID = sampleTreeDetail.id;

function renderTree(overrides: Partial<TreeDetail> = {}, delay = 0) {
  const tree = { ...sampleTreeDetail, ...overrides };
  return renderRoute(paths.treeDetail.href(ID), { mocks: [treeDetailMock(ID, tree, delay)] });
}

const heading = () => screen.findByRole('heading', { level: 1, name: /Quercus agrifolia/ });

/** The value shown beside a label on the information cards. */
function valueOf(key: string) {
  const item = document.querySelector(`[data-card] [data-field="${key}"]`);
  if (!item) throw new Error(`no field ${key}`);
  return item.querySelector('dd')?.textContent;
}

const taxa = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    __typename: 'Taxon' as const,
    id: i + 1,
    nameConcat: `Quercus synonymus${i + 1}`,
    sequence: i + 2,
  }));

// The screen is a lazy chunk: transform it once up front, not inside the first test's time budget.
beforeAll(async () => {
  await import('@/app/routes/tree-detail');
}, 30_000);

describe('tree detail page', () => {
  it('shows a spinner while loading, then the names', async () => {
    renderTree({}, 30);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    const title = await heading();
    expect(title.querySelector('em')).toHaveTextContent('Quercus agrifolia');
    expect(screen.getByText('Coast Live Oak')).toBeInTheDocument();
    expect(screen.getByText('Fagaceae')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quercus' })).toHaveAttribute(
      'href',
      '/search-results#searchTerm=Quercus&activePage=1&resultsPerPage=30&sort=1',
    );
    // The export's generic name (generic_1/generic_2), title-cased.
    expect(document.querySelector('[data-field="genericNames"]')).toHaveTextContent('Oak');
  });

  it('shows the appraisal note of an appraised tree', async () => {
    renderTree({});
    await heading();
    expect(screen.getByText(/Trunk cross-sectional area of a 24" box tree: 3.80 sq in./)).toBeInTheDocument();
  });

  it('shows the characteristics in feet and inches per year, with glossary anchors', async () => {
    renderTree({ growthRateLow: 36, growthRateHigh: 127 });
    await heading();
    expect(valueOf('height')).toBe('30 to 70 ft');
    expect(valueOf('width')).toBe('30 to 70 ft');
    expect(valueOf('growthRate')).toBe('36 to more than 36 in/yr (Fast)');
    expect(valueOf('usdaZones')).toBe('8-10');
    expect(valueOf('sunsetZones')).toBe('7-9, 14-24');
    expect(valueOf('waterUse')).toBe('Very Low');
    expect(valueOf('soilPh')).toBe('Acidic to Slightly Alkaline');
    expect(valueOf('branchStrength')).toBe('Medium Strong to Strong');
    expect(valueOf('climateAdaptedRegions')).toBe('Southern California Coast');
    expect(screen.getByRole('link', { name: /Water use/ })).toHaveAttribute(
      'href',
      '/tree-characteristics-glossary#Water%20use%20(WUCOLS)',
    );
    expect(screen.getByRole('link', { name: /USDA hardiness zones/ })).toHaveAttribute(
      'href',
      '/tree-characteristics-glossary#USDA%20hardiness%20zone',
    );
  });

  it('unknown values read "no data", never "No"; known false reads "No"', async () => {
    renderTree({ deerPalatable: null, fragrance: false, hiNative: null, utilityFriendly: null });
    await heading();
    expect(valueOf('deerPalatable')).toBe('no data');
    expect(valueOf('hiNative')).toBe('no data');
    expect(valueOf('utilityFriendly')).toBe('no data');
    expect(valueOf('fragrance')).toBe('No');
    expect(valueOf('windResistance')).toBe('no data');
    expect(valueOf('landscapeUses')).toBe('no data');
  });

  it("uses 'Flower time' and 'Fruit' for broadleaf trees", async () => {
    renderTree();
    await heading();
    expect(screen.getByRole('heading', { level: 3, name: 'Fruit' })).toBeInTheDocument();
    expect(screen.getByText('Flower time')).toBeInTheDocument();
    expect(screen.queryByText('Pollen time')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cones' })).not.toBeInTheDocument();
  });

  it.each(['Pinaceae', 'Cupressaceae', 'Taxaceae', 'Araucariaceae', 'Podocarpaceae', 'Sciadopityaceae', 'Taxodiaceae'])(
    "uses 'Cones' and 'Pollen time' for the conifer family %s",
    async (family) => {
      renderTree({ family });
      await heading();
      expect(screen.getByRole('heading', { level: 3, name: 'Cones' })).toBeInTheDocument();
      expect(screen.getByText('Pollen time')).toBeInTheDocument();
      expect(screen.queryByText('Flower time')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 3, name: 'Fruit' })).not.toBeInTheDocument();
    },
  );

  it("renders the server's rich text (sanitised there) as HTML, at once", async () => {
    renderTree();
    await heading();
    const memo = document.querySelector('[data-field="memo"] dd');
    expect(memo?.innerHTML).toContain('<em>oak</em>');
    expect(memo?.querySelector('[aria-busy]')).toBeNull();
  });

  it('in Spanish: labels translated, the editors\' English prose marked lang="en" under a notice', async () => {
    await loadCatalogue('es');
    const tree = { ...sampleTreeDetail };
    renderRoute(paths.treeDetail.href(ID), { mocks: [treeDetailMock(ID, tree)], locale: 'es' });
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'Información general' })).toBeInTheDocument();
    const memo = document.querySelector('[data-field="memo"] dd') as HTMLElement;
    expect(within(memo).getByText('Descripción disponible en inglés')).not.toHaveAttribute('lang');
    expect(memo.querySelector('[lang="en"]')?.innerHTML).toContain('<em>oak</em>');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it('in Spanish: the characteristic values are translated; free-text pests and diseases stay as typed', async () => {
    await loadCatalogue('es');
    renderRoute(paths.treeDetail.href(ID), { mocks: [treeDetailMock(ID, { ...sampleTreeDetail })], locale: 'es' });
    await heading();
    expect(valueOf('treeShapes')).toBe('Redondeada, Irregular');
    expect(valueOf('foliageType')).toBe('Perennifolio');
    expect(valueOf('waterUse')).toBe('Muy bajo');
    expect(valueOf('exposure')).toBe('Semisombra a Pleno sol');
    expect(valueOf('soilTextures')).toBe('Arcilloso, Franco, Arenoso');
    expect(valueOf('soilPh')).toBe('Ácido a Ligeramente alcalino');
    expect(valueOf('branchStrength')).toBe('Medianamente fuerte a Fuerte');
    expect(valueOf('saltsprayTolerance')).toBe('Moderada');
    expect(valueOf('climateAdaptedRegions')).toBe('Costa sur de California');
    expect(valueOf('foliageGrowthColors')).toBe('Verde oscuro');
    expect(valueOf('flowerColors')).toBe('Amarillo, Verde');
    expect(valueOf('fruitType')).toBe('Bellota');
    expect(valueOf('fruitValues')).toBe('Lo aprovecha la fauna silvestre');
    expect(valueOf('fruitingTimes')).toBe('Otoño');
    expect(valueOf('barkTextures')).toBe('Lisa, Fisurada');
    expect(valueOf('litterTypes')).toBe('Fruto seco, Hojas');
    expect(valueOf('californiaNative')).toBe('Sí');
    expect(valueOf('fragrance')).toBe('No');
    expect(valueOf('windResistance')).toBe('sin datos');
    expect(valueOf('pestSusceptibility')).toBe('Oak Moth');
    expect(valueOf('diseaseSusceptibility')).toBe('Oak Root Fungus');
  });

  it('in English, no notice over the descriptions', async () => {
    renderTree();
    await heading();
    expect(screen.queryByText('Description available in English')).toBeNull();
    expect(document.querySelector('[data-field="memo"] dd [lang="en"]')).not.toBeNull();
  });

  it.each([
    [5, 5, false],
    [6, 5, true],
    [9, 5, true],
  ])('synonyms: %i listed, %i shown at first, Show More: %s', async (count, shown, toggle) => {
    renderTree({ synonyms: taxa(count) });
    await heading();
    const cell = document.querySelector('[data-field="synonyms"]') as HTMLElement;
    expect(within(cell).getAllByRole('listitem')).toHaveLength(shown);
    const more = within(cell).queryByRole('button', { name: 'Show More' });
    expect(!!more).toBe(toggle);
    if (!more) return;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(within(cell).getAllByRole('listitem')).toHaveLength(count);
    fireEvent.click(within(cell).getByRole('button', { name: 'Show Less' }));
    expect(within(cell).getAllByRole('listitem')).toHaveLength(shown);
  });

  it.each([
    [4, 4, false],
    [5, 4, true],
  ])('other common names: %i after the primary, %i shown at first, Show More: %s', async (count, shown, toggle) => {
    const names = Array.from({ length: count }, (_, i) => `OTHER OAK ${i + 1}`);
    renderTree({ otherCommonNames: names });
    await heading();
    const cell = document.querySelector('[data-field="otherCommonNames"]') as HTMLElement;
    expect(
      within(cell)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(names.slice(0, shown).map((_, i) => `Other Oak ${i + 1}`));
    expect(!!within(cell).queryByRole('button', { name: 'Show More' })).toBe(toggle);
  });

  it("says 'There are no trees found that match that query.' when there is no such tree", async () => {
    renderRoute(paths.treeDetail.href(5), { mocks: [treeDetailMock(5, null)] });
    expect(await screen.findByRole('heading', { level: 1, name: "We're Sorry!" })).toBeInTheDocument();
    expect(screen.getByText('There are no trees found that match that query.')).toBeInTheDocument();
  });

  it('shows the error page when the server fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(paths.treeDetail.href(5), { mocks: [treeDetailMock(5, new Error('down'))] });
    expect(await screen.findByText("It seems like we've encountered an unexpected error.")).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[selectree] tree detail query failed', expect.anything());
  });

  it("links 'See also' to the redirect tree", async () => {
    renderTree({ redirectTree: { __typename: 'TreeRedirect', id: 77, scientificName: 'Quercus wislizeni' } });
    await heading();
    expect(screen.getByText(/See also/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quercus wislizeni' })).toHaveAttribute('href', '/tree-detail/77');
  });

  it('lists external resources (new tab, no opener), the champion-tree and citations links, and the appraisals page', async () => {
    renderTree();
    await heading();
    const resources = screen.getByRole('list', { name: 'External resources' });
    const calflora = within(resources).getByRole('link', { name: /Calflora/ });
    expect(calflora).toHaveAttribute('href', 'https://www.calflora.org/search.html?name=Quercus%20agrifolia');
    expect(calflora).toHaveAttribute('target', '_blank');
    expect(calflora.getAttribute('rel')).toContain('noopener');
    expect(within(resources).getByText('(www.calflora.org)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /National Register of Champion Trees/ }).getAttribute('href')).toMatch(
      /Quercus%20agrifolia$/,
    );
    expect(screen.getByRole('link', { name: /Citations/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Regional Plant Appraisal Committee/ })).toHaveAttribute(
      'href',
      '/appraisals',
    );
    expect(screen.getByTestId('citation')).toHaveTextContent(`1995-${new Date().getFullYear()}.`);
  });

  it("has no 'Edit this Tree' link for anonymous visitors", async () => {
    renderTree();
    await heading();
    expect(screen.queryByRole('link', { name: 'Edit this Tree' })).not.toBeInTheDocument();
  });

  it("'No images found for {scientific name}' without photos", async () => {
    renderTree({ photos: [] });
    await heading();
    expect(screen.getByText('No images found for Quercus agrifolia')).toBeInTheDocument();
  });

  it('the Compare button adds the tree to the shared selection', async () => {
    renderTree();
    await heading();
    const compare = screen.getByRole('button', { name: /Add Quercus agrifolia to the comparison/ });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(compare);
    expect(JSON.parse(window.sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([ID]);
    expect(screen.getByRole('button', { name: /Remove Quercus agrifolia from the comparison/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
