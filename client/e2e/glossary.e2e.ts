import sharp from 'sharp';
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
  withPage,
  type Viewport,
} from './helpers';

/**
 * The glossary in the browser (scripts/e2e.sh, real export; the demo catalogue works too): a visitor
 * follows a label's glossary link on a tree detail page and lands on the term, its heading 90 px
 * below the top of the window; an editor adds a term, gives it a real PNG photo with its text, sees
 * both on the page, and deletes the term again (confirmation). axe finds no serious or critical
 * problem on the page or its editing view, at both widths.
 */
const run = Date.now().toString(36);
const PASSWORD = 'Glossary-Keeper-2026';
const EDITOR = {
  email: `gloria-${run}@e2e.example.org`,
  firstName: 'Gloria',
  lastName: 'Editor',
  role: 'editor' as const,
};
/** Spec §9. */
const SCROLL_OFFSET = 90;
/** A label the detail page links to the glossary, and its term (client/src/features/trees/detail/links.ts). */
const LINKED = { label: 'Branch strength', term: 'Branch strength' };

const browser = useBrowser();
let png: Buffer = Buffer.alloc(0);
let treeId = 0;

beforeAll(async () => {
  await createAccount(EDITOR, PASSWORD);
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3d7a3a' } })
    .composite([
      {
        input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#a5d6a7"/></svg>'),
      },
    ])
    .png()
    .toBuffer();
  // A published tree of this catalogue (the real export's ids are small; the demo's start at 900001).
  for (const id of [10, 900001]) {
    if ((await fetch(appUrl(`/api/tree/detail/${id}`))).ok) {
      treeId = id;
      break;
    }
  }
  if (!treeId) throw new Error('no tree to start the glossary journey from');
}, 240_000);

/** The term heading's distance from the top of the window, once scrolling has settled. */
async function headingTop(page: Page, term: string): Promise<number> {
  const heading = page.getByRole('heading', { level: 3, name: term, exact: true });
  await heading.waitFor();
  let last = Number.NaN;
  for (let i = 0; i < 20; i++) {
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    if (top === last) return top;
    last = top;
    await page.waitForTimeout(100);
  }
  return last;
}

describe.each(VIEWPORTS)('the glossary at $width px', (viewport: Viewport) => {
  it('a visitor follows a glossary link from a tree detail page and lands on the term', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl(`/tree-detail/${treeId}`));
      const link = page.locator(`a[href="/tree-characteristics-glossary#${encodeURIComponent(LINKED.term)}"]`).first();
      await link.waitFor();
      await link.click();
      await page.waitForURL(/\/tree-characteristics-glossary#/);
      const top = await headingTop(page, LINKED.term);
      console.log(`glossary anchor landing at ${viewport.width} px: heading top ${top.toFixed(1)} px`);
      expect(Math.abs(top - SCROLL_OFFSET)).toBeLessThanOrEqual(2);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(LINKED.term);
      await screenshot(page, `glossary-landing-${viewport.width}`);

      // The page loaded afresh on an anchor (a shared link) lands the same way, even on a term at
      // the end of the page.
      await page.goto(appUrl('/appraisals'));
      await page.goto(appUrl(`/tree-characteristics-glossary#${encodeURIComponent('Water use (WUCOLS)')}`));
      const last = await headingTop(page, 'Water use (WUCOLS)');
      console.log(`glossary anchor landing (fresh load, last letter) at ${viewport.width} px: ${last.toFixed(1)} px`);
      expect(Math.abs(last - SCROLL_OFFSET)).toBeLessThanOrEqual(2);

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `glossary-${viewport.width}`);
      expect(await accessibilityProblems(page)).toEqual([]);
      expect(errors).toEqual([]);
    }));

  it('an editor adds a term with a photo and its text, sees them, and deletes the term', () =>
    withPage(browser(), viewport, async (page, errors) => {
      const term = `Epicormic shoot ${run} ${viewport.width}`;
      const caption = `Shoots from the trunk (${run} ${viewport.width})`;
      await logIn(page, EDITOR.email, PASSWORD);
      // The header's EDIT GLOSSARY (the account menu; on a phone, the navigation drawer).
      if (viewport.width < 700) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page
          .getByRole('dialog')
          .getByRole('navigation', { name: 'Account' })
          .getByRole('link', { name: 'EDIT GLOSSARY' })
          .click();
      } else {
        await page.getByRole('button', { name: /account menu$/ }).click();
        await page.getByRole('menuitem', { name: 'EDIT GLOSSARY' }).click();
      }
      await page.waitForURL(/\/tree-characteristics-glossary\?adminView=true$/);
      await page.getByRole('button', { name: 'Add term' }).click();
      const form = page.getByRole('form', { name: 'New glossary entry' });
      await form.getByRole('textbox', { name: 'Term', exact: true }).fill(term);
      const definition = form.getByRole('textbox', { name: 'Definition', exact: true });
      await definition.click();
      await definition.pressSequentially('A shoot that grows from a dormant bud under the bark.', { delay: 5 });
      await form.getByRole('button', { name: 'Add term' }).click();
      await toast(page, 'Glossary term added.');
      await form.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 3, name: term }).waitFor();

      await page.getByRole('button', { name: `Add photo to ${term}` }).click();
      const upload = page.getByRole('form', { name: 'Add a glossary photo' });
      await upload
        .locator('input[type=file]')
        .setInputFiles({ name: 'epicormic.png', mimeType: 'image/png', buffer: png });
      await upload.getByRole('textbox', { name: 'Photo text' }).fill(caption);
      await upload.getByRole('button', { name: 'Upload' }).click();
      await toast(page, 'Photo uploaded.');
      await upload.waitFor({ state: 'hidden' });

      const entry = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: term }) });
      const image = entry.getByRole('img', { name: caption });
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-900\.webp 900w$/);
      await entry.getByText(caption, { exact: true }).waitFor();
      // (the toasts close by themselves after 4 s; axe looks at the page without them)
      await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 15_000 });
      await entry.screenshot({
        path: await screenshot(page, `glossary-admin-${viewport.width}`).then((p) => p.replace('.png', '-entry.png')),
      });
      expect(await accessibilityProblems(page)).toEqual([]);

      // A visitor's view of the same entry: no tools, the photo and its text.
      const visitor = await newContext(page.context().browser()!, viewport);
      const visitorPage = waitForHydrationOnLoad(await visitor.newPage());
      await visitorPage.goto(appUrl(`/tree-characteristics-glossary#${encodeURIComponent(term)}`));
      await visitorPage.getByRole('img', { name: caption }).waitFor();
      expect(await visitorPage.getByRole('button', { name: `Delete ${term}` }).count()).toBe(0);
      await visitor.close();

      await entry.getByRole('button', { name: `Delete ${term}` }).click();
      const confirm = page.getByRole('dialog', { name: `Delete “${term}”` });
      await confirm.getByText('Are you sure you wish to delete? There is NO undoing this action.').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Entry deleted.');
      await page.getByRole('heading', { level: 3, name: term }).waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    }));
});
