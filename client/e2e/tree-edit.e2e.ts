import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  createAccount,
  logIn,
  realPhotos,
  screenshot,
  useBrowser,
  VIEWPORTS,
  withPage,
  type Viewport,
} from './helpers';

/**
 * Catalogue editing in the browser, against the real app and the real export (scripts/e2e.sh): an
 * editor edits three fields in three sections (seeing 'Saving...'), finds them on the detail page,
 * adds a taxon and finds the tree by it in the suggestions, uploads two photos with progress,
 * reorders them, sets a bulk credit and deletes one, reverts a change from the history, meets the
 * leave-page warning, and duplicates the tree and deletes the copy.
 */
const run = Date.now().toString(36);
const PASSWORD = 'Catalogue-Keeper-2026';
const EDITOR = { email: `edna-${run}@e2e.example.org`, firstName: 'Edna', lastName: 'Editor', role: 'editor' as const };
const LEAVE_WARNING = 'Are you sure you wish to leave the page? Changes you made may not be saved.';
const DELETE_PHOTO = 'Are you sure you wish to delete this photo? There is no undoing this action.';
const DELETE_TREE = 'Are you sure you wish to delete? There is NO undoing this action.';
/** One export tree per viewport, so the two journeys do not meet. */
const TREE_FOR: Record<number, number> = { 1280: 3, 390: 4 };

const browser = useBrowser();
let photos: Buffer[] = [];

beforeAll(async () => {
  await createAccount(EDITOR, PASSWORD);
  photos = realPhotos('platanus-occidentalis-leaf.jpg', 'sequoia-sempervirens-leaf.jpg');
}, 240_000);

/**
 * Holds every save until the test lets it go, so 'Saving...' stays on screen until the test has seen
 * it (a fixed delay raced the debounce: on a slow machine the saves had finished before the test
 * looked, CI of session 12). Returns the release.
 */
async function holdSaves(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('"operationName":"SaveTree"')) await released;
    await route.continue();
  });
  return release;
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const saved = (page: Page) => page.getByTestId('save-status').filter({ hasText: 'All changes saved' }).waitFor();

describe.each(VIEWPORTS)('editing a tree at $width px', (viewport: Viewport) => {
  const treeId = TREE_FOR[viewport.width];
  const range = `Coastal ranges of E2E ${run}-${viewport.width}`;

  it('edits three fields, sees them on the detail page, and adds a taxon found by the suggestions', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await logIn(page, EDITOR.email, PASSWORD);
      const releaseSaves = await holdSaves(page);
      await page.goto(appUrl(`/tree-detail/${treeId}/edit`));
      await page.getByRole('heading', { level: 1, name: `Edit Tree #${treeId}` }).waitFor();
      await page.getByRole('textbox', { name: 'Native Range' }).fill(range);
      await page.getByRole('textbox', { name: 'Height (Max, ft)' }).fill('99');
      // A value the tree does not have yet (choosing the selected one would clear it).
      const waterUse =
        (await page.getByRole('combobox', { name: 'Water Use', exact: true }).inputValue()) === 'Medium'
          ? 'High'
          : 'Medium';
      await pickOption(page, 'Water Use', waterUse);
      await page.getByRole('button', { name: 'Saving...' }).waitFor();
      await screenshot(page, `tree-edit-saving-${viewport.width}`);
      releaseSaves();
      await saved(page);

      await page.goto(appUrl(`/tree-detail/${treeId}`));
      await page.getByText(range).waitFor();
      expect(await page.locator('[data-field="height"]').first().textContent()).toContain('99');
      expect(await page.locator('[data-field="waterUse"]').first().textContent()).toContain(waterUse);

      await page.goto(appUrl(`/tree-detail/${treeId}/edit`));
      const taxa = page.getByTestId('taxa-editor');
      await taxa.getByRole('button', { name: 'Add Taxon' }).click();
      await taxa.getByText('(no name yet)').waitFor();
      await taxa
        .locator('.taxon-row')
        .filter({ hasText: '(no name yet)' })
        .getByRole('button', { name: 'Edit' })
        .click();
      const species = `e2e${run}${viewport.width}`;
      await taxa.getByRole('textbox', { name: 'Genus', exact: true }).fill('Zelkova');
      await taxa.getByRole('textbox', { name: 'Species', exact: true }).fill(species);
      await taxa.getByRole('button', { name: 'Save Taxon' }).click();
      await taxa.getByText(`Zelkova ${species}`).waitFor();

      await page.goto(appUrl('/'));
      await page
        .getByRole('combobox', { name: 'Search trees by name' })
        .pressSequentially(`zelkova ${species}`, { delay: 20 });
      await page
        .getByRole('option')
        .filter({ hasText: `Zelkova ${species}` })
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    }));

  it('uploads two photos with progress, reorders, sets a bulk credit, deletes one', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await logIn(page, EDITOR.email, PASSWORD);
      await page.goto(appUrl(`/tree-detail/${treeId}/edit`));
      const manager = page.getByTestId('photo-manager');
      await manager.waitFor();
      const had = await manager.locator('.photo-card').count();
      await manager
        .locator('input[type=file]')
        .setInputFiles(photos.map((buffer, i) => ({ name: `tree-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
      await manager.getByText('tree-2.jpg · uploaded').waitFor({ timeout: 30_000 });
      expect(await manager.getByRole('progressbar').count()).toBe(2);
      await expect.poll(() => manager.locator('.photo-card').count()).toBe(had + 2);
      await screenshot(page, `tree-edit-photos-${viewport.width}`);

      const sources = () =>
        manager.locator('.photo-card img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      const before = await sources();
      await manager.getByRole('button', { name: 'Reorder Photos' }).click();
      const order = page.getByRole('dialog', { name: 'Reorder photos' });
      await order.getByRole('button', { name: 'Move photo 2 up' }).click();
      await order.getByRole('button', { name: 'Save Order' }).click();
      await order.waitFor({ state: 'hidden' });
      await expect.poll(sources).toEqual([before[1], before[0], ...before.slice(2)]);

      for (const box of await manager.getByRole('checkbox').all()) await box.check();
      await manager.getByRole('textbox', { name: 'Credit for the selected photos' }).fill(`UFEI ${run}`);
      await manager.getByRole('button', { name: 'Update Credit of Selected' }).click();
      await expect.poll(() => manager.getByText(`UFEI ${run}`).count()).toBe(had + 2);

      await manager.locator('.photo-card').first().getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete photo' });
      expect(await confirm.textContent()).toContain(DELETE_PHOTO);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => manager.locator('.photo-card').count()).toBe(had + 1);

      await page.goto(appUrl(`/tree-detail/${treeId}`));
      const thumb = page.locator(`ul[aria-label^="Photos of"] img`).first();
      await thumb.waitFor();
      expect(await thumb.getAttribute('srcset')).toMatch(/-320\.webp 320w/);
      expect(errors).toEqual([]);
    }));

  it('reverts a change from the history, warns before leaving with unsaved changes, duplicates and deletes', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await logIn(page, EDITOR.email, PASSWORD);
      await page.goto(appUrl(`/tree-detail/${treeId}/edit`));
      const history = page.getByTestId('edit-history');
      const entry = history
        .locator('.history-entry')
        .filter({ hasText: 'Native Range' })
        .filter({ hasText: range })
        .first();
      await entry.getByRole('button', { name: 'Revert' }).click();
      await expect.poll(() => page.getByRole('textbox', { name: 'Native Range' }).inputValue()).not.toBe(range);
      await history.locator('.history-entry').filter({ hasText: '(revert)' }).first().waitFor();
      await screenshot(page, `tree-edit-history-${viewport.width}`);

      const fruitColor = `Brown ${run}`;
      await page.getByRole('textbox', { name: 'Fruit Color' }).fill(fruitColor);
      await page.getByRole('button', { name: 'Back to Tree Page' }).click();
      const warning = page.getByRole('dialog', { name: 'Leave this page?' });
      expect(await warning.textContent()).toContain(LEAVE_WARNING);
      await warning.getByRole('button', { name: 'Cancel' }).click();
      await saved(page);

      await page.getByRole('button', { name: 'Duplicate This Tree' }).click();
      await page.waitForURL(
        (url) => /\/tree-detail\/\d+\/edit$/.test(url.pathname) && !url.pathname.includes(`/${treeId}/`),
      );
      const copyId = Number(new URL(page.url()).pathname.split('/')[2]);
      await page.getByRole('heading', { level: 1, name: `Edit Tree #${copyId}` }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Fruit Color' }).inputValue()).toBe(fruitColor);
      await page.getByRole('button', { name: 'Permanently Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Permanently delete this tree' });
      expect(await confirm.textContent()).toContain(DELETE_TREE);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const gone = await page.request.get(appUrl(`/api/tree/detail/${copyId}`));
      expect(gone.status()).toBe(404);
      expect(errors).toEqual([]);
    }));
});
