import { mkdirSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  apiToken,
  appUrl,
  createAccount,
  logIn,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  withPage,
  type Viewport,
} from './helpers';

/**
 * The tree-data upload in the browser, against the real app and the real export (scripts/e2e.sh):
 * an admin chooses a CSV with one bad cell; the server's check marks it (row named) before
 * anything is sent; submitted anyway, the server refuses the whole file (the failure toast and the
 * 'Data Upload failed' alert naming the row); the admin fixes the cell in the preview's popup,
 * submits again, and sees the report (every row changed, the success toast). 0 serious or critical
 * accessibility problems at both widths; screenshots in /tmp/shots-upload/.
 */

const run = Date.now().toString(36);
const PASSWORD = 'Upload-the-Elms-42';
const ADMIN = { email: `ada-${run}@e2e.example.org`, firstName: 'Ada', lastName: 'Admin' };
const SHOTS = '/tmp/shots-upload';

const browser = useBrowser();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await createAccount({ ...ADMIN, role: 'admin' }, PASSWORD);
}, 120_000);

/** Five trees of the export: a new native range each (so every row changes), tree 3's height not a number. */
function csvFor(viewport: Viewport): string {
  const lines = ['Tree ID,Native Range,Height High'];
  for (const id of [5, 2, 4, 1, 3]) {
    lines.push(`${id},"Uploaded at ${viewport.width} px, run ${run}",${id === 3 ? 'tall' : String(40 + id)}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await screenshot(page, name);
}

describe.each(VIEWPORTS)('upload at $width px', (viewport: Viewport) => {
  it('an admin uploads a file with one bad cell, is refused with the row named, fixes it in the preview, and sees the report', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await logIn(page, ADMIN.email, PASSWORD);
      await page.goto(appUrl('/upload'));
      await page.getByRole('heading', { level: 1, name: 'Upload Tree Data' }).waitFor();
      await page.getByText('Choose a .csv file').waitFor();

      // Not a CSV: the spec's message.
      await page.locator('input[type="file"]').setInputFiles({
        name: 'trees.json',
        mimeType: 'application/json',
        buffer: Buffer.from('[]'),
      });
      await page.getByText('Please input a csv file', { exact: true }).waitFor();

      await page.locator('input[type="file"]').setInputFiles({
        name: `trees-${viewport.width}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(csvFor(viewport)),
      });
      const table = page.getByRole('table', { name: 'Preview of the file' });
      await table.waitFor();
      // Sorted by tree_id: rows 2-6 are trees 1-5; tree 3 is row 4.
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(['2', '3', '4', '5', '6']);
      const bad = page.getByRole('button', { name: /^Row 4, height high: tall\. Problem: is not a whole number$/ });
      await bad.waitFor();
      await page.getByText('1 problem to fix before this file can be written').waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);
      await shoot(page, `upload-problem-${viewport.width}`);

      // Submitted anyway: the server refuses the whole file and names the row.
      await page.getByRole('button', { name: 'Submit Changes to Database' }).click();
      await toast(page, 'Upload Failed or Took too long!');
      const alert = page.getByRole('alert').filter({ hasText: 'Data Upload failed' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Row 4, tree 3, column height_high: is not a whole number');
      await shoot(page, `upload-refused-${viewport.width}`);

      // Fixed in the preview's popup; the server's check clears the mark.
      await bad.click();
      const dialog = page.getByRole('dialog', { name: 'Row 4, height high' });
      await dialog.getByRole('textbox', { name: 'Value' }).fill('43');
      expect(await accessibilityProblems(page)).toEqual([]);
      await shoot(page, `upload-edit-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Row 4, height high: 43' }).waitFor();
      await page.getByText(/^Checked: no problems\. 5 trees would change, 0 unchanged\.$/).waitFor();

      await page.getByRole('button', { name: 'Submit Changes to Database' }).click();
      await toast(page, 'Upload Sucessfully Processed!');
      await page.getByRole('heading', { name: 'Upload report' }).waitFor();
      await page.getByText(/^5 trees changed, 0 unchanged, 0 refused\./).waitFor();
      // The server's check runs again: the file is what is stored now.
      await page.getByText(/^Checked: no problems\. 0 trees would change, 5 unchanged\.$/).waitFor();
      const report = page.getByRole('table', { name: 'Changed fields' });
      expect(await report.getByRole('row').count()).toBeGreaterThanOrEqual(6);
      expect(await accessibilityProblems(page)).toEqual([]);
      await shoot(page, `upload-report-${viewport.width}`);

      // The tree's page shows the uploaded value.
      await page.goto(appUrl('/tree-detail/3'));
      await page.getByText(`Uploaded at ${viewport.width} px, run ${run}`).first().waitFor();

      // The refused submit's 400 is the one console line expected.
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    }));
});

describe('a whole download uploaded again', () => {
  it(
    'every tree with every column: previewed a page at a time, checked by the server with no problem and nothing to change',
    () =>
      withPage(browser(), VIEWPORTS[0], async (page, errors) => {
        const token = await apiToken(ADMIN.email, PASSWORD);
        const download = await fetch(appUrl('/api/tree/download-file?groups=name,general,tree,site,considerations'), {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(download.status).toBe(200);
        const csv = Buffer.from(await download.arrayBuffer());
        // (1,924 on the export; earlier journeys of the run may have added or removed a tree.)
        const [header, ...records] = parse(csv, { bom: true }) as string[][];
        const n = records.length.toLocaleString('en-US');
        await logIn(page, ADMIN.email, PASSWORD);
        await page.goto(appUrl('/upload'));
        await page.getByText('Choose a .csv file').waitFor();
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'everything.csv', mimeType: 'text/csv', buffer: csv });
        const table = page.getByRole('table', { name: 'Preview of the file' });
        await table.waitFor();
        expect(await table.getByRole('rowheader').count()).toBe(25);
        await page.getByText(`everything.csv · ${n} rows · ${header.length} columns`, { exact: true }).waitFor();
        await page
          .getByText(`Checked: no problems. 0 trees would change, ${n} unchanged.`, { exact: true })
          .waitFor({ timeout: 60_000 });
        // The last page: its rows numbered as the file's (the column names are row 1).
        const pages = Math.ceil(records.length / 25);
        await page.getByRole('button', { name: `Page ${pages}` }).click();
        const first = (pages - 1) * 25 + 2;
        expect(await table.getByRole('rowheader').allTextContents()).toEqual(
          Array.from({ length: records.length - (pages - 1) * 25 }, (_, k) => String(first + k)),
        );
        await shoot(page, 'upload-whole-download-1280');
        expect(errors).toEqual([]);
      }),
    120_000,
  );
});
