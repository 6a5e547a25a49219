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
 * submits again, confirms, and sees the report (every row changed, the success toast). Issue 21.3:
 * a file that erases a stored value and edits another: the preview lists both changes, the
 * erasure first and marked; Submit asks "2 changes, of which 1 erases a stored value"; confirmed,
 * the report says what was erased. 0 serious or critical accessibility problems at both widths;
 * screenshots in /tmp/shots-upload/.
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
  it(
    'an admin uploads a file with one bad cell, is refused with the row named, fixes it in the preview, and sees the report',
    () =>
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

        // Checked and accepted: Submit asks first (5 native ranges, nothing erased), then writes.
        await page.getByRole('button', { name: 'Submit Changes to Database' }).click();
        const confirm = page.getByRole('dialog', { name: 'Write these changes to the database?' });
        // (Each row's native range and any height that differs: nothing erased.)
        await confirm.getByText(/^\d+ changes, of which 0 erase a stored value\.$/).waitFor();
        await confirm.getByRole('button', { name: 'Write the changes' }).click();
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
      }),
    120_000,
  );
});

/** Family and native range of every tree, as the download gives them (id -> [family, native range]). */
async function familiesAndRanges(token: string): Promise<Map<number, [string, string]>> {
  const answer = await fetch(appUrl('/api/tree/download-file?columns=family,native_range'), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  const [header, ...records] = parse(Buffer.from(await answer.arrayBuffer()), { bom: true }) as string[][];
  const [family, range] = [header.indexOf('Family'), header.indexOf('Native Range')];
  return new Map(records.map((r) => [Number(r[0]), [r[family], r[range]]]));
}

describe.each(VIEWPORTS)('issue 21.3: upload preview with an erasure at $width px', (viewport: Viewport) => {
  it(
    'issue 21.3: the preview lists the changes with the erasure first and marked, Submit shows the count, confirming writes, the report says what was erased',
    () =>
      withPage(browser(), viewport, async (page, errors) => {
        const token = await apiToken(ADMIN.email, PASSWORD);
        const stored = await familiesAndRanges(token);
        // Two trees with a family and a native range (a different pair at each width).
        const [edited, erased] = [...stored]
          .filter(([id, [family, range]]) => id > 20 && family !== '' && range !== '')
          .slice(viewport.width === VIEWPORTS[0].width ? 0 : 2)
          .map(([id]) => id);
        const newRange = `Edited at ${viewport.width} px, run ${run}`;
        const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
        // The erased tree has the higher id (row 3 once sorted by tree_id): the erasure still comes first in the preview.
        const csv = [
          'Tree ID,Family,Native Range',
          `${edited},${quote(stored.get(edited)![0])},${quote(newRange)}`,
          `${erased},,${quote(stored.get(erased)![1])}`,
        ].join('\r\n');

        await logIn(page, ADMIN.email, PASSWORD);
        await page.goto(appUrl('/upload'));
        await page.getByText('Choose a .csv file').waitFor();
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: `erase-${viewport.width}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await page.getByText('Read as UTF-8.').waitFor();
        const changes = page.getByRole('table', { name: 'Changes to write' });
        await changes.waitFor();
        await page.getByText('2 changes, of which 1 erases a stored value: the erasures are listed first.').waitFor();
        const lines = changes.getByRole('row');
        expect(await lines.count()).toBe(3);
        const [first, second] = [lines.nth(1), lines.nth(2)];
        expect(await first.getAttribute('data-erases')).toBe('true');
        expect(await first.getByRole('cell').allTextContents()).toEqual([
          `${erased} (row 3)`,
          'family',
          stored.get(erased)![0],
          'Erased',
        ]);
        expect(await second.getAttribute('data-erases')).toBeNull();
        expect(await second.getByRole('cell').allTextContents()).toEqual([
          `${edited} (row 2)`,
          'native_range',
          stored.get(edited)![1],
          newRange,
        ]);
        // Marked in colour too: the erasure's row is not the plain one.
        const background = (row: typeof first) =>
          row
            .getByRole('cell')
            .first()
            .evaluate((td) => getComputedStyle(td).backgroundColor);
        expect(await background(first)).not.toBe(await background(second));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await accessibilityProblems(page)).toEqual([]);
        await changes.scrollIntoViewIfNeeded();
        await shoot(page, `upload-erasure-preview-${viewport.width}`);

        await page.getByRole('button', { name: 'Submit Changes to Database' }).click();
        const confirm = page.getByRole('dialog', { name: 'Write these changes to the database?' });
        await confirm.getByText('2 changes, of which 1 erases a stored value.').waitFor();
        expect(await accessibilityProblems(page)).toEqual([]);
        await shoot(page, `upload-erasure-confirm-${viewport.width}`);
        await confirm.getByRole('button', { name: 'Write the changes' }).click();

        await toast(page, 'Upload Sucessfully Processed!');
        await page.getByRole('heading', { name: 'Upload report' }).waitFor();
        await page.getByText(/^2 trees changed, 0 unchanged, 0 refused\. 1 stored value was erased\./).waitFor();
        const report = page.getByRole('table', { name: 'Changed fields' });
        expect(await report.getByRole('row').nth(1).getAttribute('data-erases')).toBe('true');
        await page.getByText(/^Checked: no problems\. 0 trees would change, 2 unchanged\.$/).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await shoot(page, `upload-erasure-report-${viewport.width}`);

        // Written: the download now has the family erased and the new range.
        const now = await familiesAndRanges(token);
        expect(now.get(erased)).toEqual(['', stored.get(erased)![1]]);
        expect(now.get(edited)).toEqual([stored.get(edited)![0], newRange]);
        expect(errors).toEqual([]);
      }),
    120_000,
  );
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
