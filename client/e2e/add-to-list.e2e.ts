import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  appUrl,
  createAccount,
  logIn,
  screenshot,
  useBrowser,
  VIEWPORTS,
  withPage,
  type Viewport,
} from './helpers';

/**
 * "Add to list" with many lists (issue 21.11), on the demo catalogue: 50 lists, a search box that
 * filters them by name, and a menu that stays within the screen (its lists scroll inside it) at
 * 1280 and 390 px. Then "Save result as list" from a search that chose nothing explains why it
 * cannot be a saved search.
 */
const run = Date.now().toString(36);
const PASSWORD = 'Fifty-lists-for-Elm-42';
const KEEPER = { email: `kim-${run}@e2e.example.org`, firstName: 'Kim', lastName: 'Keeper' };
const browser = useBrowser();

beforeAll(async () => {
  await createAccount({ ...KEEPER, role: 'user' }, PASSWORD);
  const token = await apiToken(KEEPER.email, PASSWORD);
  for (let i = 1; i <= 50; i += 1) {
    const response = await fetch(appUrl('/api/list/create'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `${i % 5 === 0 ? 'Schoolyard' : 'Street'} planting plan number ${i} for the long avenue`,
        description: 'Fifty lists.',
        type: ['Curated List'],
        regions: ['Inland Valleys'],
      }),
    });
    expect(response.status).toBe(201);
  }
}, 240_000);

describe.each(VIEWPORTS)('Add to list at $width px', (viewport: Viewport) => {
  it('issue 21.11: 50 lists: searchable, within the screen, scrolling inside', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await logIn(page, KEEPER.email, PASSWORD);
      await page.goto(appUrl('/search-results#activePage=1&resultsPerPage=30&sort=1&searchTerm=oak'));
      await page
        .getByRole('status')
        .filter({ hasText: /trees? found/ })
        .waitFor();
      await page
        .getByRole('button', { name: /^Add to list: / })
        .first()
        .click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: /planting plan number 50/ }).waitFor();
      // Measured before the full-page screenshot: that one resizes the window for a moment, the menu
      // follows it (flips), and a box read straight after can still be the tall window's.
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + (await page.evaluate(() => window.scrollY)));
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `add-to-list-50-${viewport.width}`);

      await menu.getByRole('textbox', { name: 'Search your lists by name' }).fill('schoolyard');
      await expect.poll(() => menu.getByRole('menuitem', { name: /planting plan/ }).count()).toBe(10);
      await screenshot(page, `add-to-list-search-${viewport.width}`);
      await page.keyboard.press('Escape');

      // A search that chose nothing: a curated list is offered; a saved search is explained and refused.
      await page.goto(appUrl('/search-results?filterData=%7B%7D#activePage=1&resultsPerPage=30&sort=1'));
      await page.getByRole('button', { name: 'Save result as list' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search as a list' });
      await dialog.getByText(/A curated list keeps all \d+ trees of this result/).waitFor();
      await dialog.getByText('Saved Search', { exact: true }).click();
      await dialog
        .getByText('A saved search needs at least one filter or a name: choose some, then save the search')
        .waitFor();
      expect(await dialog.getByRole('button', { name: 'Create List' }).isDisabled()).toBe(true);
      await screenshot(page, `save-result-no-filters-${viewport.width}`);
      expect(errors).toEqual([]);
    }));
});
