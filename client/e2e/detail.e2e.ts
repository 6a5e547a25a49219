import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser, screenshot, VIEWPORTS, withPage, type Viewport } from './helpers';

/*
 * Tree detail, detail by name, compare and print, against the built app on the demo catalogue
 * (server/seed/demo/trees.csv: ids from 900001). The demo's real photos come from ../shared/data at
 * seed time (absent on a bare clone, where these journeys still run), and the journeys cannot add rows
 * to the app's database, so the gallery journey adds photos to the server's TreeDetail answer in the
 * browser (page.route) and serves the image files itself; one of them is missing on purpose. Swipes are covered by the component tests (photo-gallery.test.tsx).
 */

const OAK = { id: 900001, name: 'Quercus agrifolia' }; // Fagaceae, 30-70 ft, USDA 8-10, water use VL
const REDWOOD = { id: 900008, name: 'Sequoia sempervirens' }; // Cupressaceae (a conifer), water use H
const GINKGO = { id: 900024, name: 'Ginkgo biloba' }; // Ginkgoaceae, water use M

/** The value beside a label on an information card. */
const field = (page: Page, key: string) => page.locator(`[data-card] [data-field="${key}"] dd`);

async function openDetail(page: Page, id: number, name: string) {
  await page.goto(appUrl(`/tree-detail/${id}`));
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Nothing wider than the screen. */
async function expectNoSideScroll(page: Page, viewport: Viewport) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

/** A 4:3 picture, different per photo, so the dialog shows something real. */
const picture = (label: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${color}"/><text x="400" y="320" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;

const browser = useBrowser();

describe.each(VIEWPORTS)('tree detail at $width px', (viewport: Viewport) => {
  it('a tree by id: names, family, height, zones, site and the no-photo message', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl(`/tree-detail/${OAK.id}`));
      const title = page.getByRole('heading', { level: 1, name: OAK.name });
      await title.waitFor();
      expect(await title.locator('em').first().textContent()).toBe(OAK.name);
      await page.getByText('Coast Live Oak', { exact: true }).waitFor();
      expect(await page.locator('[data-field="family"]').textContent()).toBe('Fagaceae');
      expect(await page.getByRole('link', { name: 'Quercus', exact: true }).getAttribute('href')).toBe(
        '/search-results#searchTerm=Quercus&activePage=1&resultsPerPage=30&sort=1',
      );
      expect(await field(page, 'height').textContent()).toBe('30 to 70 ft');
      expect(await field(page, 'growthRate').textContent()).toBe('12 to 24 in/yr (Slow to Moderate)');
      expect(await field(page, 'usdaZones').textContent()).toBe('8-10');
      expect(await field(page, 'sunsetZones').textContent()).toBe('7-9, 14-24');
      expect(await field(page, 'waterUse').textContent()).toBe('Very Low');
      // An unknown flag reads "no data", not "No".
      expect(await field(page, 'deerPalatable').textContent()).toBe('no data');
      await page.getByText(`No images found for ${OAK.name}`).waitFor();
      expect(await page.getByRole('link', { name: /Water use/ }).getAttribute('href')).toBe(
        '/tree-characteristics-glossary#Water%20use%20(WUCOLS)',
      );
      const calflora = page.getByRole('link', { name: /Calflora/ });
      expect(await calflora.getAttribute('rel')).toContain('noopener');
      await page.getByText(`1995-${new Date().getFullYear()}.`, { exact: false }).waitFor();
      // The wide-screen section shows only on wide screens.
      expect(await page.getByRole('complementary', { name: 'At a glance' }).isVisible()).toBe(viewport.width >= 1200);
      expect(await page.getByRole('link', { name: 'Edit this Tree' }).count()).toBe(0);
      await expectNoSideScroll(page, viewport);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `detail-${viewport.width}`);
      expect(errors).toEqual([]);
    }));

  it("a conifer says 'Cones' and 'Pollen time'", () =>
    withPage(browser(), viewport, async (page, errors) => {
      await openDetail(page, REDWOOD.id, REDWOOD.name);
      await page.getByRole('heading', { level: 3, name: 'Cones' }).waitFor();
      expect(await page.getByText('Pollen time', { exact: true }).count()).toBe(1);
      expect(await page.getByText('Flower time', { exact: true }).count()).toBe(0);
      expect(await field(page, 'fruitType').textContent()).toBe('Cone');
      expect(errors).toEqual([]);
    }));

  it('an unknown tree shows the error page message', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl('/tree-detail/999999'));
      await page.getByRole('heading', { level: 1, name: "We're Sorry!" }).waitFor();
      await page.getByText('There are no trees found that match that query.').waitFor();
      expect(errors).toEqual([]);
    }));

  it('a hyphenated name lands on the tree; a plain word is a genus search', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl('/tree-detail/quercus-agrifolia'));
      await page.getByRole('heading', { level: 1, name: OAK.name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/tree-detail/${OAK.id}`);

      await page.goto(appUrl('/tree-detail/coast-live-oak'));
      await page.getByRole('heading', { level: 1, name: OAK.name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/tree-detail/${OAK.id}`);

      await page.goto(appUrl('/tree-detail/quercus'));
      await page.waitForURL((url) => url.pathname === '/search-results');
      expect(new URL(page.url()).hash).toBe('#searchTerm=quercus&activePage=1&resultsPerPage=30&sort=1');

      // A name that matches nothing: a genus search on its first word.
      await page.goto(appUrl('/tree-detail/quercus-nowhereia-imaginaria'));
      await page.waitForURL((url) => url.pathname === '/search-results');
      expect(new URL(page.url()).hash).toBe('#searchTerm=quercus&activePage=1&resultsPerPage=30&sort=1');
      expect(errors).toEqual([]);
    }));

  it('compare three trees picked on their pages: three columns, differences highlighted, remove one', () =>
    withPage(browser(), viewport, async (page, errors) => {
      for (const tree of [OAK, REDWOOD, GINKGO]) {
        await openDetail(page, tree.id, tree.name);
        await page.getByRole('button', { name: `Add ${tree.name} to the comparison` }).click();
        await page.getByRole('button', { name: `Remove ${tree.name} from the comparison` }).waitFor();
      }
      await page.getByRole('link', { name: 'Compare 3 trees' }).click();
      const table = page.getByRole('table', { name: 'Comparison of 3 trees' });
      await table.waitFor();
      expect(new URL(page.url()).search).toBe(`?ids=${OAK.id},${REDWOOD.id},${GINKGO.id}`);

      const columns = table.getByRole('columnheader');
      expect(await columns.count()).toBe(3);
      expect(await columns.getByRole('link').allTextContents()).toEqual([OAK.name, REDWOOD.name, GINKGO.name]);

      const waterUse = table.locator('tr[data-row="waterUse"]');
      expect(await waterUse.getAttribute('data-differs')).toBe('true');
      expect(await waterUse.getByRole('cell').allTextContents()).toEqual(['Very Low', 'High', 'Medium']);
      // Highlighted on screen, not only marked up.
      const background = await waterUse
        .getByRole('cell')
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      const soil = table.locator('tr[data-row="soilTextures"]');
      expect(await soil.getAttribute('data-differs')).toBeNull();

      await expectNoSideScroll(page, viewport);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `compare-${viewport.width}`);

      // The address is the comparison: reload it, then take a tree out.
      await page.reload();
      await table.waitFor();
      await page.getByRole('button', { name: `Remove ${REDWOOD.name} from the comparison` }).click();
      await page.getByRole('table', { name: 'Comparison of 2 trees' }).waitFor();
      expect(new URL(page.url()).search).toBe(`?ids=${OAK.id},${GINKGO.id}`);
      expect(errors).toEqual([]);
    }));

  it('a bad comparison address explains itself', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl('/compare?ids=12,oak'));
      await page.getByRole('heading', { level: 1, name: 'Compare Trees' }).waitFor();
      await page.getByText(/tree ids must be whole numbers/).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(errors).toEqual([]);
    }));
});

describe('gallery in the browser (photos added to the server answer)', () => {
  it('opens a photo, moves with the arrow keys (wrapping), drops a missing photo, closes with Escape', () =>
    withPage(browser(), VIEWPORTS[0], async (page, errors) => {
      const colors = ['#2d7637', '#7a4f16', '#0e6e7a'];
      await page.route('**/photos/e2e/**', (route) => {
        const match = /photo-(\d)\.svg$/.exec(route.request().url());
        const index = match ? Number(match[1]) : -1;
        if (index < 1 || index > 3) return route.fulfill({ status: 404, body: 'missing' });
        return route.fulfill({ contentType: 'image/svg+xml', body: picture(`Photo ${index}`, colors[index - 1]) });
      });
      await page.route('**/graphql', async (route) => {
        const body: unknown = route.request().postDataJSON();
        const isDetail =
          typeof body === 'object' && body !== null && 'operationName' in body && body.operationName === 'TreeDetail';
        if (!isDetail) return route.continue();
        const response = await route.fetch();
        const json = (await response.json()) as { data: { tree: Record<string, unknown> | null } };
        if (json.data.tree) {
          json.data.tree.photos = [1, 2, 3, 4].map((n) => ({
            __typename: 'Photo',
            id: 990000 + n,
            link: `e2e/photo-${n}.svg`,
            credit: `Credit ${n}`,
            sequence: n,
            attributeName: null,
          }));
        }
        return route.fulfill({ response, json });
      });

      // The photos are put into the browser's own GraphQL answer, so the browser must render this page:
      // with the signed-in hint cookie the server sends the plain app instead of the rendered page.
      await page.context().addCookies([{ name: 'selectree_signed_in', value: '1', url: appUrl('/') }]);
      await openDetail(page, OAK.id, OAK.name);
      const gallery = page.getByRole('list', { name: `Photos of ${OAK.name}` });
      await gallery.waitFor();
      // Photo 4 does not exist on the server: its thumbnail is removed.
      await page.waitForFunction(() => document.querySelectorAll('ul[aria-label^="Photos of"] img').length === 3);
      expect(await gallery.getByRole('img').count()).toBe(3);

      await page.getByRole('button', { name: /Open photo 1 of 3/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const title = () => dialog.getByRole('heading').textContent();
      expect(await title()).toBe(`${OAK.name}: photo 1 of 3`);
      await screenshot(page, 'gallery-1280');
      await page.keyboard.press('ArrowRight');
      expect(await title()).toBe(`${OAK.name}: photo 2 of 3`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await title()).toBe(`${OAK.name}: photo 3 of 3`);
      expect(await dialog.getByRole('img', { name: /photo 3 of 3/ }).getAttribute('src')).toMatch(/photo-3\.svg$/);
      await page.keyboard.press('ArrowRight');
      expect(await title()).toBe(`${OAK.name}: photo 1 of 3`);
      await page.getByRole('button', { name: 'Next photo' }).click();
      expect(await title()).toBe(`${OAK.name}: photo 2 of 3`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(errors.filter((error) => !/photo-4\.svg/.test(error))).toEqual([]);
    }));
});

describe('print', () => {
  it('a tree detail and a comparison print without the site furniture (A4 and Letter PDFs)', () =>
    withPage(browser(), VIEWPORTS[0], async (page, errors) => {
      await openDetail(page, OAK.id, OAK.name);
      await page.emulateMedia({ media: 'print' });
      // The content width of an A4 page with the print margins (~186 mm at 96 dpi).
      await page.setViewportSize({ width: 703, height: 1000 });
      for (const hidden of ['header', 'footer', 'section[aria-label="Regional edition"]']) {
        expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
      }
      expect(await page.getByRole('button', { name: /comparison/ }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      await page.getByRole('heading', { level: 2, name: 'Tree characteristics' }).waitFor();
      // External links print their address.
      const after = await page
        .getByRole('link', { name: /Calflora/ })
        .evaluate((link) => getComputedStyle(link, '::after').content);
      expect(after).toContain('https://www.calflora.org/');
      await screenshot(page, 'detail-print');
      await page.pdf({ path: screenshotPath('detail-a4.pdf'), format: 'A4', printBackground: true });
      await page.pdf({ path: screenshotPath('detail-letter.pdf'), format: 'Letter', printBackground: true });

      await page.emulateMedia({ media: 'screen' });
      await page.goto(appUrl(`/compare?ids=${OAK.id},${REDWOOD.id},${GINKGO.id}`));
      await page.getByRole('table', { name: 'Comparison of 3 trees' }).waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(
        await page
          .getByRole('button', { name: /Remove/ })
          .first()
          .isVisible(),
      ).toBe(false);
      // Printed as a real table: the labels stay in their own column beside the three trees.
      expect(await page.locator('tr[data-row="waterUse"]').evaluate((row) => getComputedStyle(row).display)).toBe(
        'table-row',
      );
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'compare-print');
      await page.pdf({ path: screenshotPath('compare-a4.pdf'), format: 'A4', printBackground: true });
      await page.pdf({ path: screenshotPath('compare-letter.pdf'), format: 'Letter', printBackground: true });
      expect(errors).toEqual([]);
    }));
});

function screenshotPath(name: string): string {
  return new URL(`./screenshots/${name}`, import.meta.url).pathname;
}
