import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser, screenshot, VIEWPORTS, withPage, type Viewport } from './helpers';

/*
 * Units (issue 28.5) against the built app on the demo catalogue (server/seed/demo/trees.csv): the
 * footer's Feet / Metres switch changes the lengths of the page at once, the cookie keeps the choice
 * (the server renders the next pages in metres), and compare and the site results' cards follow.
 * Result cards show no sizes.
 */

const OAK = { id: 900001, name: 'Quercus agrifolia' }; // 30-70 ft, growth 12-24 in/yr
const REDWOOD = { id: 900008, name: 'Sequoia sempervirens' };
const GINKGO = { id: 900024, name: 'Ginkgo biloba' };

/** The value beside a label on an information card. */
const field = (page: Page, key: string) => page.locator(`[data-card] [data-field="${key}"] dd`);
const unitsLink = (page: Page, name: 'Feet' | 'Metres' | 'Pies' | 'Metros') =>
  page.getByRole('navigation', { name: /Units|Unidades/ }).getByRole('link', { name, exact: true });

const browser = useBrowser();

describe.each(VIEWPORTS)('units at $width px', (viewport: Viewport) => {
  it('metric: detail and compare in metres, without a reload; kept by the cookie and rendered by the server', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl(`/tree-detail/${OAK.id}`));
      await page.getByRole('heading', { level: 1, name: OAK.name }).waitFor();
      expect(await field(page, 'height').textContent()).toBe('30 to 70 ft');
      expect(await unitsLink(page, 'Feet').getAttribute('aria-current')).toBe('true');
      expect(await unitsLink(page, 'Metres').getAttribute('href')).toBe(`/tree-detail/${OAK.id}?units=metric`);

      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await unitsLink(page, 'Metres').click();
      await expect.poll(() => field(page, 'height').textContent()).toBe('9.1 to 21 m');
      expect(await field(page, 'width').textContent()).toMatch(/^[\d.]+( to [\d.]+)? m$/);
      expect(await field(page, 'growthRate').textContent()).toBe('30 to 61 cm/yr (Slow to Moderate)');
      expect(await field(page, 'plantingArea').textContent()).toMatch(/ m wide$|^no data$/);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/tree-detail/${OAK.id}`);
      expect(await unitsLink(page, 'Metres').getAttribute('aria-current')).toBe('true');
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'selectree-units')?.value).toBe(
        'metric',
      );
      await page.waitForLoadState('networkidle');
      await screenshot(page, `units-detail-metric-${viewport.width}`);

      // The server renders the next page in metres (the cookie), and the browser keeps them.
      const html = await (
        await page.context().request.get(appUrl(`/tree-detail/${OAK.id}`), { headers: { accept: 'text/html' } })
      ).text();
      expect(html).toContain('9.1 to 21 m');
      expect(html).not.toContain('30 to 70 ft');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: OAK.name }).waitFor();
      expect(await field(page, 'height').textContent()).toBe('9.1 to 21 m');

      await page.goto(appUrl(`/compare?ids=${OAK.id},${REDWOOD.id},${GINKGO.id}`));
      const table = page.getByRole('table', { name: 'Comparison of 3 trees' });
      await table.waitFor();
      const heights = await table.locator('tr[data-row="height"]').getByRole('cell').allTextContents();
      expect(heights[0]).toBe('9.1 to 21 m');
      for (const height of heights) expect(height).toMatch(/ m$|^no data$/);
      for (const width of await table.locator('tr[data-row="width"]').getByRole('cell').allTextContents())
        expect(width).toMatch(/ m$|^no data$/);
      await screenshot(page, `units-compare-metric-${viewport.width}`);

      // Back to feet, at once.
      await unitsLink(page, 'Feet').click();
      await expect
        .poll(() => table.locator('tr[data-row="height"]').getByRole('cell').first().textContent())
        .toBe('30 to 70 ft');
      expect(errors).toEqual([]);
    }));

  it('a shared ?units=metric link, in Spanish: metres with a decimal comma', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl(`/tree-detail/${OAK.id}?units=metric&lang=es`));
      await page.getByRole('heading', { level: 1, name: OAK.name }).waitFor();
      expect(await field(page, 'height').textContent()).toMatch(/^9,1 .* 21 m$/);
      expect(await unitsLink(page, 'Metros').getAttribute('aria-current')).toBe('true');
      expect(errors).toEqual([]);
    }));

  it("metric: the site form's strip width is typed in metres; the address keeps feet", () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.context().addCookies([{ name: 'selectree-units', value: 'metric', url: appUrl('/') }]);
      await page.goto(appUrl('/site'));
      await page.getByRole('radio', { name: 'A planting strip' }).check();
      await page.getByLabel('Strip width (metres)').fill('2');
      await expect.poll(() => new URL(page.url()).searchParams.get('strip_width')).toBe('6.6');
      await page.reload();
      expect(await page.getByLabel('Strip width (metres)').inputValue()).toBe('2');
      expect(errors).toEqual([]);
    }));

  it("metric: the site results' cards word their reasons in metres (the server's English says feet)", () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.context().addCookies([{ name: 'selectree-units', value: 'metric', url: appUrl('/') }]);
      await page.goto(appUrl('/site?zip=95616&strip_width=open&goals=shade%2Cnative'));
      const notes = page.locator('[data-note]');
      await expect.poll(() => notes.count()).toBeGreaterThan(0);
      const texts = await notes.allTextContents();
      expect(texts.some((text) => /Canopy up to [\d.]+ m wide/.test(text))).toBe(true);
      expect(texts.filter((text) => /\bft\b|\bin\./.test(text))).toEqual([]);
      expect(errors).toEqual([]);
    }));
});
