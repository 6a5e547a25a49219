import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, graphqlAnswer, useBrowser, screenshot, VIEWPORTS, withPage, type Viewport } from './helpers';

/** The results' count as the page words it: "1,753 trees found" (the number in the page's locale, issue 28). */
const found = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'tree' : 'trees'} found`;

/**
 * Search journeys against the real app and the real 1,924-tree export (scripts/e2e.sh imports
 * ../shared/data with the project's import commands). Counts are read from the server's answers, not
 * hard-coded; the few facts of the export a journey relies on are named where they are used.
 */

type Card = { id: number; scientificName: string };
type SearchAnswer = { data?: { searchTrees?: { totalResults: number; pageResults: Card[] } } };
type NameAnswer = { data?: { searchByName?: { totalResults: number; pageResults: Card[] } } };

const ZIP_MESSAGE = 'Error please enter a valid Californian zip code!';
const CLIMATE_MESSAGE = 'Climate Adapted selected. Please fill out the adapted zip code to search.';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const hashOf = (page: Page) => new URL(page.url()).hash;

/** The search-by-characteristics form, scrolled to (its code loads as it nears the screen). */
async function openCharacteristicsForm(page: Page, homePath: string) {
  await page.goto(appUrl(`${homePath}#search-by-char`));
  const form = page.getByRole('form', { name: 'Search by characteristics' });
  await page.locator('#search-by-char').scrollIntoViewIfNeeded();
  await form.waitFor();
  return form;
}

const browser = useBrowser();

describe.each(VIEWPORTS)('search at $width px', (viewport: Viewport) => {
  it('type "coast live", pick the suggestion: the detail page of Quercus agrifolia', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl('/'));
      const box = page.getByRole('combobox', { name: 'Search trees by name' });
      await box.pressSequentially('coast live', { delay: 40 });
      const option = page.getByRole('option', { name: /coast live oak/i }).first();
      await option.waitFor();
      expect(await option.textContent()).toContain('Quercus agrifolia');
      // The box fades over 200 ms (spec §9).
      const fade = await page
        .locator('.mantine-Combobox-dropdown')
        .evaluate((element) => [
          getComputedStyle(element).transitionProperty,
          getComputedStyle(element).transitionDuration,
        ]);
      expect(fade).toEqual(['opacity', '0.2s']);
      await screenshot(page, `search-suggestions-${viewport.width}`);
      await option.click();

      await page.waitForURL(/\/tree-detail\/\d+$/);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Quercus agrifolia' }).waitFor();
      expect(pathOf(page)).toMatch(/^\/tree-detail\/\d+$/);
      expect(errors).toEqual([]);
    }));

  it('Enter runs the name search: a shareable results page', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl('/'));
      const answer = graphqlAnswer<NameAnswer>(page, 'SearchByName');
      const box = page.getByRole('combobox', { name: 'Search trees by name' });
      await box.fill('oak');
      await box.press('Enter');
      await page.waitForURL(/\/search-results#/);
      expect(hashOf(page)).toContain('searchTerm=oak');
      const result = (await answer).data?.searchByName;
      expect(result?.totalResults, 'the export has dozens of oaks').toBeGreaterThan(30);
      await page.getByText(found(result!.totalResults)).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Results for “oak”' }).waitFor();
      await page.getByRole('link', { name: 'Quercus agrifolia' }).waitFor();

      // The same URL in a fresh tab shows the same results.
      const shared = page.url();
      await page.goto('about:blank');
      await page.goto(shared);
      await page.getByText(found(result!.totalResults)).waitFor();
      expect(errors).toEqual([]);
    }));

  it('a search with exactly one result lands on the tree', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl('/'));
      const box = page.getByRole('combobox', { name: 'Search trees by name' });
      await box.fill('agrifolia');
      await box.press('Enter');
      await page.waitForURL(/\/tree-detail\/\d+$/);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Quercus agrifolia' }).waitFor();
      expect(errors).toEqual([]);
    }));

  it('No Results Found', () =>
    withPage(browser(), viewport, async (page, errors) => {
      // No tree of the export is a Hawaiian native that is hardy in USDA zone 2.
      const filter = encodeURIComponent(JSON.stringify({ region: 'all', usda_zones: [2], hi_native: [true] }));
      await page.goto(appUrl(`/search-results?filterData=${filter}#activePage=1&resultsPerPage=30&sort=1`));
      await page.getByText('No Results Found').waitFor();
      expect(await page.getByRole('link', { name: 'Refine Filter' }).getAttribute('href')).toBe('/#search-by-char');
      expect(errors).toEqual([]);
    }));

  it('the ZIP code and climate adapted messages; a ZIP code names its USDA zone', () =>
    withPage(browser(), viewport, async (page, errors) => {
      const form = await openCharacteristicsForm(page, '/');
      const zip = form.getByLabel('ZIP code');
      await zip.fill('12345');
      await zip.blur();
      await form.getByText(ZIP_MESSAGE).waitFor();
      await zip.fill('95616');
      await form.getByText('ZIP 95616 → USDA zone 9b').waitFor();
      expect(await form.getByText(ZIP_MESSAGE).count()).toBe(0);
      // The ZIP code locks the other zone fields.
      expect(await form.getByRole('combobox', { name: 'USDA zone' }).isDisabled()).toBe(true);

      await form.getByRole('checkbox', { name: /Climate adapted/ }).check();
      await form.getByRole('button', { name: 'Search' }).click();
      await form.getByText(CLIMATE_MESSAGE).waitFor();
      expect(pathOf(page)).toBe('/');
      await screenshot(page, `search-form-messages-${viewport.width}`);
      expect(errors).toEqual([]);
    }));

  it('a multi-select and the size fields: the results answer those filters', () =>
    withPage(browser(), viewport, async (page, errors) => {
      const form = await openCharacteristicsForm(page, '/');
      await form.getByRole('combobox', { name: 'USDA zone' }).click();
      await page.getByRole('option', { name: '9', exact: true }).click();
      await page.keyboard.press('Escape');
      const maxHeight = form.getByLabel('Max height (ft)');
      await maxHeight.fill('30');
      await maxHeight.blur();
      // The slider follows the text field.
      expect(await form.getByRole('slider', { name: 'Maximum height' }).getAttribute('aria-valuenow')).toBe('30');

      const answer = graphqlAnswer<SearchAnswer>(page, 'SearchTrees');
      await form.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/search-results\?filterData=/);
      const filter: unknown = JSON.parse(new URL(page.url()).searchParams.get('filterData')!);
      expect(filter).toEqual({ region: 'all', maxTreeHeight: 30, usda_zones: [9] });
      const total = (await answer).data!.searchTrees!.totalResults;
      expect(total, 'the export has many small zone-9 trees').toBeGreaterThan(30);
      await page.getByText(found(total)).waitFor();

      // Refine Filter goes back to the form as it was.
      await page.getByRole('link', { name: 'Refine Filter' }).click();
      await page.getByRole('form', { name: 'Search by characteristics' }).waitFor();
      expect(await page.getByLabel('Max height (ft)').inputValue()).toBe('30');
      expect(errors).toEqual([]);
    }));

  it('Pacific Islands edition: characteristics search, results, page 2, a tree', () =>
    withPage(browser(), viewport, async (page, errors) => {
      const form = await openCharacteristicsForm(page, '/pacificislands');
      // The Pacific Islands form asks Hawaii native and has no fall colour.
      await form.getByRole('group', { name: 'Hawaii native' }).waitFor();
      expect(await form.getByRole('group', { name: 'Fall color' }).count()).toBe(0);
      expect(await form.getByRole('group', { name: 'California native' }).count()).toBe(0);

      await form.getByRole('group', { name: 'Foliage type' }).getByText('Evergreen', { exact: true }).click();
      const answer = graphqlAnswer<SearchAnswer>(page, 'SearchTrees');
      await form.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/search-results\?filterData=/);
      expect(decodeURIComponent(new URL(page.url()).search)).toContain('"region":"pacificislands"');

      const total = (await answer).data!.searchTrees!.totalResults;
      expect(total, 'the export has hundreds of evergreen Pacific Islands trees').toBeGreaterThan(60);
      await page.getByText(found(total)).waitFor();
      await page.getByText('Trees for the Pacific Islands').waitFor();
      const cards = page.getByRole('list', { name: 'Trees found' }).getByRole('article');
      expect(await cards.count()).toBe(30);

      const pageTwo = graphqlAnswer<SearchAnswer>(page, 'SearchTrees');
      await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/#activePage=2&resultsPerPage=30&sort=1$/);
      const second = (await pageTwo).data!.searchTrees!;
      await page.getByText(`Showing 31–60, page 2 of ${Math.ceil(total / 30)}`).waitFor();
      expect(await cards.count()).toBe(30);

      const tree = second.pageResults[0];
      await page.getByRole('link', { name: tree.scientificName, exact: true }).click();
      await page.waitForURL(new RegExp(`/tree-detail/${tree.id}$`));
      await page.getByRole('heading', { level: 1 }).filter({ hasText: tree.scientificName }).waitFor();
      expect(errors).toEqual([]);
    }));

  it('California: results, page 2 (reloadable), a tree', () =>
    withPage(browser(), viewport, async (page, errors) => {
      const form = await openCharacteristicsForm(page, '/');
      const answer = graphqlAnswer<SearchAnswer>(page, 'SearchTrees');
      await form.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/search-results\?filterData=/);
      const total = (await answer).data!.searchTrees!.totalResults;
      expect(total, 'the export has well over 60 published trees').toBeGreaterThan(60);
      await page.getByText(found(total)).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `search-results-${viewport.width}`);

      const pageTwo = graphqlAnswer<SearchAnswer>(page, 'SearchTrees');
      await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/#activePage=2&resultsPerPage=30&sort=1$/);
      const second = (await pageTwo).data!.searchTrees!;
      const pages = Math.ceil(total / 30);
      await page.getByText(`Showing 31–60, page 2 of ${pages}`).waitFor();
      const cards = page.getByRole('list', { name: 'Trees found' }).getByRole('article');
      expect(await cards.count()).toBe(30);

      // The page is its URL: a reload shows page 2 again. Until the live screen takes over, the page
      // holds the server's first paint and the live screen (hidden) both: the text is asked once the
      // first paint has made way (ResultsFirstPaint), so that one element holds it.
      await page.reload();
      await page.locator('[data-first-paint]').waitFor({ state: 'detached' });
      await page.getByText(`Showing 31–60, page 2 of ${pages}`).waitFor();
      expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

      const tree = second.pageResults[0];
      await page.getByRole('link', { name: tree.scientificName, exact: true }).click();
      await page.waitForURL(new RegExp(`/tree-detail/${tree.id}$`));
      await page.getByRole('heading', { level: 1 }).filter({ hasText: tree.scientificName }).waitFor();
      expect(errors).toEqual([]);
    }));

  it('picks three trees on the results page and opens their comparison', () =>
    withPage(browser(), viewport, async (page, errors) => {
      const answer = graphqlAnswer<SearchAnswer>(page, 'SearchTrees');
      await page.goto(
        appUrl('/search-results?filterData=%7B%22region%22%3A%22all%22%7D#activePage=1&resultsPerPage=30&sort=1'),
      );
      const picked = (await answer).data!.searchTrees!.pageResults.slice(0, 3);
      for (const tree of picked) {
        await page.getByRole('checkbox', { name: `Compare ${tree.scientificName}` }).check();
      }
      const link = page.getByRole('link', { name: 'Compare (3)' });
      await link.click();
      await page.waitForURL(/\/compare\?ids=/);
      expect(new URL(page.url()).searchParams.get('ids')).toBe(picked.map((tree) => tree.id).join(','));
      expect(errors).toEqual([]);
    }));

  it('home with the search form, for people to look at', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await openCharacteristicsForm(page, '/');
      await page.waitForLoadState('networkidle');
      // Scrolled to the end, the form's sticky Search bar sits in its own place in a full-page shot.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(page, `search-home-${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
    }));
});
