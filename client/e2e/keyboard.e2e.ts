import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  addTreePhotos,
  apiToken,
  appUrl,
  createAccount,
  realPhotos,
  useBrowser,
  VIEWPORTS,
  withPage,
} from './helpers';

/**
 * A keyboard-only visitor on the real export (scripts/e2e.sh): from a name search to a tree,
 * through its photo gallery (opened, moved with the arrows, closed with Escape, focus back on the
 * photo) and on to the comparison, with no mouse. The export has no photos and the demo
 * catalogue's trees are read-only, so an editor first gives both Jacaranda trees three photos
 * through the photo API (the name search may offer either first).
 */
const run = Date.now().toString(36);
const PASSWORD = 'Keyboard-Trees-2026';
const EDITOR = { email: `kim-${run}@e2e.example.org`, firstName: 'Kim', lastName: 'Keys', role: 'editor' as const };
/** Jacaranda mimosifolia 'Alba' and Jacaranda mimosifolia in the export. */
const JACARANDAS = [740, 741];
/** × Chitalpa tashkentensis: the second tree to compare. */
const CHITALPA = 1488;

const browser = useBrowser();

beforeAll(async () => {
  await createAccount(EDITOR, PASSWORD);
  const token = await apiToken(EDITOR.email, PASSWORD);
  const jpegs = realPhotos('acer-rubrum-leaf.jpg', 'acer-rubrum-flower.jpg', 'acer-rubrum-fruit.jpg');
  for (const treeId of JACARANDAS) await addTreePhotos(token, treeId, jpegs);
}, 180_000);

describe('keyboard only', () => {
  it('name search → detail → gallery → compare, with Tab, arrows, Enter and Escape only', () =>
    withPage(browser(), VIEWPORTS[0], async (page) => {
      await page.goto(appUrl('/'));
      // Tab to the name search box (the skip link and the header come first).
      const box = page.getByRole('combobox', { name: 'Search trees by name' });
      // The plain form's input hands over to the suggestion box on focus (name-search.tsx), so a
      // handle taken a moment earlier can be the replaced input: ask the document what has focus.
      const onCombobox = () => page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox');
      for (let i = 0; i < 40 && !(await onCombobox()); i++) await page.keyboard.press('Tab');
      await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('jacaranda', { delay: 40 });
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/tree-detail\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // The gallery: Tab to the first photo, open it, move with the arrows, close with Escape; focus
      // goes back to the photo that opened it.
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
        if (label.startsWith('Open photo 1 of')) break;
      }
      const opener = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      expect(opener).toMatch(/^Open photo 1 of (\d+)/);
      const photos = Number(/of (\d+)/.exec(opener)?.[1]);
      await page.keyboard.press('Enter');
      const gallery = page.getByRole('dialog');
      await gallery.getByText(/: photo 1 of \d+$/).waitFor();
      if (photos > 1) {
        await page.keyboard.press('ArrowRight');
        await gallery.getByText(/: photo 2 of \d+$/).waitFor();
        await page.keyboard.press('ArrowLeft');
        await gallery.getByText(/: photo 1 of \d+$/).waitFor();
      }
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await gallery.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toBe(opener);

      // To the Compare button, and press it.
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
        if (label.startsWith('Compare:')) break;
      }
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');

      // A second tree to compare, found the same way.
      await page.goto(appUrl(`/tree-detail/${CHITALPA}`));
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
