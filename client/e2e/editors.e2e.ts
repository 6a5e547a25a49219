import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  apiToken,
  createAccount,
  logIn,
  screenshot,
  useBrowser,
  VIEWPORTS,
  withPage,
  type Viewport,
} from './helpers';

/**
 * Editors find their work (issue 21.12), on the demo catalogue (scripts/e2e.sh): an editor makes a
 * Draft with ADD TREE and names it, finds it in the name suggestions and on the result page marked
 * Draft (a visitor finds neither), finds it on the drafts and recent edits page (through the header,
 * filtered by editor), and jumps from its edit screen to another tree with "Go to tree", warned of
 * unsaved changes. No screen is wider than the viewport.
 */
const run = Date.now().toString(36);
const PASSWORD = 'Draft-Finder-2026';
/** A last name of this run's letters: the editor filter is chosen by name, and runs may share an app. */
const LAST_NAME = `Drafts${run.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
const EDITOR = {
  email: `eddy-${run}@e2e.example.org`,
  firstName: 'Eddy',
  lastName: LAST_NAME,
  role: 'editor' as const,
};

const browser = useBrowser();
beforeAll(() => createAccount(EDITOR, PASSWORD), 120_000);

const fits = async (page: Page, width: number, where: string) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${where} at ${width} px`,
  ).toBeLessThanOrEqual(width);

/** The header's account entry (the account menu; on a phone, the navigation drawer). */
async function chooseAccountEntry(page: Page, label: string) {
  if ((page.viewportSize()?.width ?? 1280) < 992) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('dialog')
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: label })
      .click();
    return;
  }
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Saves answer late (5 s), so the screen has unsaved changes while the editor moves on. */
async function slowSaves(page: Page) {
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('"operationName":"SaveTree"'))
      await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
}

describe.each(VIEWPORTS)('editors find their work at $width px', (viewport: Viewport) => {
  const species = `draft${run}w${viewport.width}`;
  const name = `Quercus ${species}`;

  it(
    'issue 21.12: ADD TREE → named Draft → found in name search marked Draft → found on the drafts page',
    () =>
      withPage(browser(), viewport, async (page, errors) => {
        await logIn(page, EDITOR.email, PASSWORD);
        await chooseAccountEntry(page, 'ADD TREE');
        await page.getByRole('button', { name: 'Create Draft Tree' }).click();
        await page.waitForURL(/\/tree-detail\/\d+\/edit$/);
        const treeId = Number(/\/tree-detail\/(\d+)\/edit$/.exec(page.url())![1]);
        const taxa = page.getByTestId('taxa-editor');
        await taxa
          .locator('.taxon-row')
          .filter({ hasText: '(no name yet)' })
          .getByRole('button', { name: 'Edit' })
          .click();
        await taxa.getByRole('textbox', { name: 'Genus', exact: true }).fill('Quercus');
        await taxa.getByRole('textbox', { name: 'Species', exact: true }).fill(species);
        await taxa.getByRole('button', { name: 'Save Taxon' }).click();
        await taxa.getByText(name).waitFor();
        // A field change, so the history holds a row with Revert and Restore before.
        await page.getByRole('textbox', { name: 'Native Range' }).fill(`Nowhere yet ${'x'.repeat(120)}`);
        await page.getByTestId('save-status').filter({ hasText: 'All changes saved' }).waitFor();
        await page.getByTestId('edit-history').getByRole('button', { name: 'Restore before' }).first().waitFor();
        await fits(page, viewport.width, 'the edit screen');
        await screenshot(page, `editor-draft-edit-${viewport.width}`);

        // The name box suggests the draft, marked Draft; the result page for "quercus" lists it, marked.
        await page.goto(appUrl('/'));
        const box = page.getByRole('combobox', { name: 'Search trees by name' });
        await box.pressSequentially(name.toLowerCase(), { delay: 20 });
        const option = page.getByRole('option').filter({ hasText: name }).first();
        await option.waitFor();
        expect(await option.textContent()).toContain('Draft');
        await box.fill('quercus');
        await box.press('Enter');
        await page.waitForURL(/\/search-results/);
        const card = page.getByRole('article', { name });
        await card.waitFor();
        expect(await card.getByTestId('draft-mark').textContent()).toBe('Draft');
        await fits(page, viewport.width, 'the result page');

        // The drafts and recent edits page, from the header, filtered by this editor.
        await chooseAccountEntry(page, 'DRAFTS & EDITS');
        await page.getByRole('heading', { level: 1, name: 'Drafts and Recent Edits' }).waitFor();
        await page.getByTestId('work-drafts').getByRole('link', { name }).waitFor();
        await page.getByLabel('Editor').selectOption({ label: `${EDITOR.firstName} ${EDITOR.lastName}` });
        await page.waitForURL(/\/editor\/work\?editor=\d+$/);
        await page.getByTestId('work-drafts').getByRole('link', { name }).waitFor();
        const edits = page.getByTestId('work-changes');
        await edits.getByText('Native Range').first().waitFor();
        expect(await edits.getByRole('row').nth(1).textContent()).toContain(`${EDITOR.firstName} ${EDITOR.lastName}`);
        await fits(page, viewport.width, 'the drafts page');
        await screenshot(page, `editor-work-${viewport.width}`);
        await page.getByTestId('work-drafts').getByRole('link', { name }).click();
        await page.waitForURL(new RegExp(`/tree-detail/${treeId}/edit$`));
        expect(errors).toEqual([]);
      }),
    240_000,
  );

  it(
    'issue 21.12: a visitor never finds the draft; "Go to tree" jumps to another tree, warning of unsaved changes',
    () =>
      withPage(browser(), viewport, async (page) => {
        const answer = await page.request.get(
          appUrl(`/api/tree/search-by-name?searchString=${encodeURIComponent(name)}`),
        );
        expect(((await answer.json()) as unknown[]).length).toBe(0);

        // Another draft to start from (the demo catalogue's own trees are read-only).
        const token = await apiToken(EDITOR.email, PASSWORD);
        const added = await page.request.post(appUrl('/api/tree/add'), {
          headers: { authorization: `Bearer ${token}` },
        });
        const start = Number(await added.json());
        await logIn(page, EDITOR.email, PASSWORD);
        await page.goto(appUrl(`/tree-detail/${start}/edit`));
        await page.getByRole('heading', { level: 1, name: `Edit Tree #${start}` }).waitFor();
        await slowSaves(page);
        await page.getByRole('textbox', { name: 'Native Range' }).fill(`Coastal California ${run}`);
        const goTo = page.getByLabel('Go to tree');
        await goTo.pressSequentially(species, { delay: 20 });
        const option = page.getByRole('option').filter({ hasText: name });
        await option.waitFor();
        expect(await option.textContent()).toContain('Draft');
        await option.click();
        const leave = page.getByRole('dialog', { name: 'Leave this page?' });
        await leave.waitFor();
        await leave.getByRole('button', { name: 'Leave' }).click();
        await page.waitForURL(/\/tree-detail\/\d+\/edit$/);
        await page.getByTestId('taxa-editor').getByText(name).waitFor();
        expect(page.url()).not.toContain(`/tree-detail/${start}/`);
        await screenshot(page, `editor-go-to-tree-${viewport.width}`);
      }),
    180_000,
  );
});
