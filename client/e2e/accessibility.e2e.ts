import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  appUrl,
  createAccount,
  logIn,
  useBrowser,
  VIEWPORTS,
  withPage,
  type Viewport,
} from './helpers';

/**
 * Accessibility of every screen, on the demo catalogue (scripts/e2e.sh): axe-core (WCAG 2.1 A/AA)
 * finds no serious or critical violation on the visitor's pages, the signed-in pages, the editor's
 * pages and the admin's, at both widths; and a keyboard-only visitor goes from a name search to a
 * tree and on to the comparison without a mouse (the gallery's keys: e2e/detail.e2e.ts).
 */
const run = Date.now().toString(36);
const PASSWORD = 'Accessible-Trees-2026';
const ADMIN = { email: `alma-${run}@e2e.example.org`, firstName: 'Alma', lastName: 'Admin', role: 'admin' as const };
const OAK = 900001;
const REDWOOD = 900008;

const VISITOR_PAGES = [
  '/',
  '/pacificislands',
  '/search-results#searchTerm=oak&activePage=1&resultsPerPage=30&sort=1',
  `/tree-detail/${OAK}`,
  `/compare?ids=${OAK},${REDWOOD}`,
  '/appraisals',
  '/search-lists',
  '/no-such-page',
];
const SIGNED_IN_PAGES = [
  '/account',
  '/my-list-page',
  `/tree-detail/${OAK}/edit`,
  '/tree-detail/new/edit',
  '/account/users',
  '/account/invite',
  '/email',
];

const browser = useBrowser();
beforeAll(() => createAccount(ADMIN, PASSWORD), 120_000);

/** Waits for the page's main heading (the screen has drawn its data), then asks axe. */
async function problemsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return (await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`);
}

describe.each(VIEWPORTS)('accessibility at $width px', (viewport: Viewport) => {
  it('the visitor’s pages have no serious or critical axe violation', () =>
    withPage(browser(), viewport, async (page) => {
      const problems: string[] = [];
      for (const path of VISITOR_PAGES) problems.push(...(await problemsOn(page, path)));
      expect(problems).toEqual([]);
    }));

  it('the account, list, editing and admin pages neither', () =>
    withPage(browser(), viewport, async (page) => {
      await logIn(page, ADMIN.email, PASSWORD);
      const problems: string[] = [];
      for (const path of SIGNED_IN_PAGES) problems.push(...(await problemsOn(page, path)));
      expect(problems).toEqual([]);
    }));
});

describe('keyboard only', () => {
  it('name search → detail → compare, with Tab, arrows and Enter only', () =>
    withPage(browser(), VIEWPORTS[0], async (page) => {
      await page.goto(appUrl('/'));
      // Tab to the name search box (the skip link and the header come first).
      const box = page.getByRole('combobox', { name: 'Search trees by name' });
      const focused = () => box.evaluate((element) => element === document.activeElement);
      for (let i = 0; i < 40 && !(await focused()); i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(true);
      await page.keyboard.type('coast live', { delay: 40 });
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/tree-detail\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // To the Compare button, and press it.
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
        if (label.startsWith('Compare:')) break;
      }
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');

      // A second tree to compare, found the same way.
      await page.goto(appUrl(`/tree-detail/${REDWOOD}`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
        if (label.startsWith('Compare:')) break;
      }
      await page.keyboard.press('Enter');
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
        if (/^Compare 2 trees/.test(text)) break;
      }
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/compare\?ids=/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).searchParams.get('ids')?.split(',')).toHaveLength(2);
    }));
});
