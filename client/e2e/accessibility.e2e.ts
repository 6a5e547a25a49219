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
 * pages and the admin's, at both widths. The keyboard-only journey is e2e/keyboard.e2e.ts (on the
 * real export, where an editor can give a tree photos: the demo catalogue's trees are read-only).
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
  '/donation',
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

/** Up to nine pages, each loaded, settled and scanned: 60 s ran out on a busy machine (load ~19). */
const PAGES_TIMEOUT = 240_000;

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
  it(
    'the visitor’s pages have no serious or critical axe violation',
    () =>
      withPage(browser(), viewport, async (page) => {
        const problems: string[] = [];
        for (const path of VISITOR_PAGES) problems.push(...(await problemsOn(page, path)));
        expect(problems).toEqual([]);
      }),
    PAGES_TIMEOUT,
  );

  it(
    'the account, list, editing and admin pages neither',
    () =>
      withPage(browser(), viewport, async (page) => {
        await logIn(page, ADMIN.email, PASSWORD);
        const problems: string[] = [];
        for (const path of SIGNED_IN_PAGES) problems.push(...(await problemsOn(page, path)));
        expect(problems).toEqual([]);
      }),
    PAGES_TIMEOUT,
  );
});
