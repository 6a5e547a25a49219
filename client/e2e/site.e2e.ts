import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  appUrl,
  createAccount,
  logIn,
  newContext,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  waitForHydrationOnLoad,
  collectPageErrors,
  type Viewport,
} from './helpers';

/**
 * Right tree, right place (issue 22) in the browser, on the real export (scripts/e2e.sh, second
 * run): a ZIP gives ranked trees with reasons; "Why not?" for a tall tree under wires names the
 * failed constraint with both values and offers trees that fit; the site is saved (My Sites) and a
 * list is tied to it, its trees then showing their fit. axe finds nothing serious or critical on
 * /site, its why-not answer, My Sites and the tied list, at 1280 and 390 px, and nothing is wider
 * than the screen.
 */

const run = Date.now().toString(36);
const PASSWORD = 'Street-trees-for-Elm-42';
/** The export's Coast Live Oak: up to 70 ft, far above the 25 ft under wires. */
const COAST_LIVE_OAK = 'Quercus agrifolia';

const browser = useBrowser();
const people = Object.fromEntries(
  VIEWPORTS.map((v) => [
    v.name,
    { email: `sita-${v.width}-${run}@e2e.example.org`, firstName: 'Sita', lastName: 'Planter' },
  ]),
);

beforeAll(async () => {
  for (const person of Object.values(people)) await createAccount({ ...person, role: 'user' }, PASSWORD);
}, 240_000);

async function noOverflow(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
}

async function axeClean(page: Page) {
  expect(await accessibilityProblems(page)).toEqual([]);
  await noOverflow(page);
}

describe.each(VIEWPORTS)('Find trees for my site at $width px', (viewport: Viewport) => {
  it('ZIP → ranked trees with reasons → why not → save the site → tie a list to it', async () => {
    const context = await newContext(browser(), viewport);
    try {
      const page = waitForHydrationOnLoad(await context.newPage());
      const errors = collectPageErrors(page);
      await logIn(page, people[viewport.name].email, PASSWORD);

      // The home page's entry leads to the form; the ZIP's zone shows as soon as it is five digits.
      await page.goto(appUrl('/'));
      await page
        .getByRole('link', { name: /Find trees for my site/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: 'Find trees for my site' }).waitFor();
      await page.getByRole('textbox', { name: /ZIP code/ }).fill('95616');
      await page.getByText(/ZIP 95616 → USDA zone 9b/).waitFor();
      // Ordinary clicks, two goals in a row without waiting: each shows at once, and the address gets both.
      await page.getByRole('switch', { name: 'Overhead wires above the spot' }).check();
      await page.getByRole('checkbox', { name: 'Shade' }).check();
      await page.getByRole('checkbox', { name: 'Native to the region' }).check();
      await page.waitForURL(/overhead_wires=1.*goals=shade%2Cnative/, { timeout: 10_000 });
      expect(await page.getByRole('checkbox', { name: 'Shade' }).isChecked()).toBe(true);
      // The address is the site: opened as a link, it gives the same form.
      await page.goto(appUrl('/site?zip=95616&strip_width=open&overhead_wires=1&goals=shade%2Cnative'));
      expect(await page.getByRole('checkbox', { name: 'Native to the region' }).isChecked()).toBe(true);

      // Ranked cards, the best first with its reasons in words.
      const count = page.getByTestId('site-count').getByText(/\d+ trees? not known to fail this site/);
      await count.waitFor();
      const cards = page.getByRole('list', { name: 'Trees for this site, best first' }).getByRole('article');
      await cards.first().waitFor();
      const firstReasons = cards.first().locator('[data-note="reason"]');
      expect(await firstReasons.count()).toBeGreaterThan(0);
      expect(await firstReasons.first().textContent()).toMatch(/Good for this site: /);
      await axeClean(page);
      await screenshot(page, `site-${viewport.width}`);

      // Why not the coast live oak? Too tall for the wires: both values, and trees that do fit.
      await page.getByLabel(/Why not\? Ask about any tree/).fill(COAST_LIVE_OAK);
      await page
        .getByRole('option', { name: new RegExp(COAST_LIVE_OAK) })
        .first()
        .click();
      await page.getByRole('heading', { name: new RegExp(`${COAST_LIVE_OAK}.*does not fit this site`) }).waitFor();
      const wiresRow = page.getByRole('row', { name: /overhead_wires/ });
      await wiresRow.waitFor();
      expect(await wiresRow.textContent()).toMatch(/\d+ ft/);
      await page.getByText('Trees that do fit instead').waitFor();
      await page.waitForURL(/why_not=\d+/);
      await axeClean(page);
      await screenshot(page, `site-why-not-${viewport.width}`);

      // Saved under a name, listed in My Sites.
      const siteName = `Elm St strip ${viewport.width}`;
      await page.getByRole('button', { name: 'Save this site' }).click();
      await page.getByRole('textbox', { name: 'Name of the site' }).fill(siteName);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, `Saved "${siteName}" in My Sites`);
      await page.goto(appUrl('/my-sites'));
      await page.getByRole('heading', { level: 1, name: 'MY SITES' }).waitFor();
      await page.getByRole('link', { name: siteName }).waitFor();
      await axeClean(page);
      await screenshot(page, `my-sites-${viewport.width}`);

      // A new list made from a card, then tied to the saved site: its tree shows its fit.
      await page.getByRole('link', { name: siteName }).click();
      await cards.first().waitFor();
      const treeName = await cards.first().getAttribute('aria-label');
      await cards
        .first()
        .getByRole('button', { name: /^Add to list: / })
        .click();
      await page.getByRole('menuitem', { name: 'New list…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a New List' });
      const listName = `Site list ${viewport.width} ${run}`;
      await dialog.getByRole('textbox', { name: 'Name' }).fill(listName);
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Trees for the Elm St strip.');
      await dialog.getByRole('combobox', { name: 'Regions' }).click();
      await page.getByRole('option', { name: 'Inland Valleys', exact: true }).click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Create List' }).click();
      await toast(page, `Successfully added to list: ${listName}`);
      await page.goto(appUrl('/my-list-page'));
      await page.getByRole('link', { name: listName }).click();
      await page.getByRole('heading', { level: 1, name: listName }).waitFor();
      await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: siteName });
      await page.getByRole('button', { name: 'Tie to this site' }).click();
      await toast(page, 'The list is tied to the site');
      await page.getByTestId('list-tree-fit').first().waitFor();
      expect(await page.getByTestId('list-tree-fit').first().textContent()).toMatch(/Fits the list’s site|May fit/);
      expect(await page.getByText(treeName ?? '').count()).toBeGreaterThan(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await noOverflow(page);
      await screenshot(page, `site-list-${viewport.width}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
