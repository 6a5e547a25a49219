import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  createAccount,
  graphqlAnswer,
  logIn,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  withPage,
  type Viewport,
} from './helpers';

/**
 * The tree-data download in the browser, against the real app and the real export (scripts/e2e.sh):
 * an editor chooses two column groups and a genus, downloads, and the file has exactly those columns
 * (Tree ID first) and exactly the export's trees of that genus, which this test reads itself from
 * ../shared/data/selectree/trees.csv. A genus and a family no tree shares give the spec's alert.
 */

const run = Date.now().toString(36);
const PASSWORD = 'Download-the-Oaks-42';
const EDITOR = { email: `eddie-${run}@e2e.example.org`, firstName: 'Eddie', lastName: 'Editor' };
const GENUS = 'Quercus';
const GROUPS = ['Name Characteristics', 'Site Conditions'];

const TREES_CSV = fileURLToPath(new URL('../../../shared/data/selectree/trees.csv', import.meta.url));

type Choices = {
  data: { downloadChoices: { groups: { label: string; columns: { headers: string[] }[] }[] } };
};

/** The export's own rows of the genus (by its scientific name), by tree id. */
function exportTreesOf(genus: string): string[] {
  const [header, ...rows] = parse(readFileSync(TREES_CSV), { bom: true }) as string[][];
  const name = header.indexOf('displayed_scientific_name');
  return rows
    .filter((row) => row[name].startsWith(`${genus} `))
    .map((row) => row[0])
    .sort((a, b) => Number(a) - Number(b));
}

const browser = useBrowser();

beforeAll(async () => {
  if (!existsSync(TREES_CSV)) throw new Error(`the download journey reads ${TREES_CSV}: run it through scripts/e2e.sh`);
  await createAccount({ ...EDITOR, role: 'editor' }, PASSWORD);
}, 120_000);

/** Picks an option of a Mantine MultiSelect by its label, typing to find it among hundreds. */
async function pick(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

const groupHeading = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label} \\(`) });

describe.each(VIEWPORTS)('download at $width px', (viewport: Viewport) => {
  it('an editor downloads one genus with two column groups: exactly those columns and trees', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await logIn(page, EDITOR.email, PASSWORD);
      const choices = graphqlAnswer<Choices>(page, 'DownloadChoices');
      await page.goto(appUrl('/download'));
      await page.getByRole('heading', { level: 1, name: 'Download Tree Data' }).waitFor();
      const { groups } = (await choices).data.downloadChoices;
      await page.getByText(/trees match \(no filter\)/).waitFor();

      // Clear the opening choice, then take two whole groups by their headings.
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await page.getByText(/Choose at least one column to download/).waitFor();
      expect(await page.getByRole('button', { name: 'Download File' }).isDisabled()).toBe(true);
      for (const label of GROUPS) await groupHeading(page, label).click();
      for (const label of GROUPS) expect(await groupHeading(page, label).getAttribute('aria-pressed')).toBe('true');

      await pick(page, 'Genus', GENUS);
      const expectedIds = exportTreesOf(GENUS);
      await page.getByText(`${expectedIds.length} trees match`, { exact: true }).waitFor();
      await screenshot(page, `download-${viewport.width}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download File' }).click(),
      ]);
      await toast(page, 'Download Success!');
      const bytes = readFileSync((await download.path()) ?? '');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
      const expectedHeader = [
        'Tree ID',
        ...groups
          .filter((group) => GROUPS.includes(group.label))
          .flatMap((group) => group.columns.flatMap((column) => column.headers)),
      ];
      expect(header).toEqual(expectedHeader);
      expect(header).toContain('Scientific Name');
      expect(header).toContain('Climate Adapted');
      expect(header).not.toContain('Memo');
      expect(rows.map((row) => row[0])).toEqual(expectedIds);
      const scientific = header.indexOf('Scientific Name');
      expect(rows.every((row) => row[scientific].startsWith(`${GENUS} `))).toBe(true);

      // A genus and a family that no tree shares: the spec's alert, and no file.
      await pick(page, 'Family', 'Pinaceae');
      await page.getByText('0 trees match', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Download File' }).click();
      await page.getByRole('alert').filter({ hasText: 'There is no trees with these filters!' }).waitFor();
      await screenshot(page, `download-empty-${viewport.width}`);
      // Or: the oaks and the pines.
      await page.getByText('Or', { exact: true }).click();
      await page.getByText(/^\d+ trees match$/).waitFor();
      expect(await page.getByText('There is no trees with these filters!').count()).toBe(0);

      expect(errors).toEqual([]);
    }));
});
