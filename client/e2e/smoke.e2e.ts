import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, baseUrl, launchBrowser, screenshot, VIEWPORTS, withPage, type Viewport } from './helpers';

type FeaturedTreeAnswer = { data?: { featuredTree: { scientificName: string; commonName: string | null } | null } };
type FeaturedQuoteAnswer = { data?: { featuredQuote: { quote: string; author: string | null } | null } };

const HOME_HEADING = 'Find the right tree for the right place';

/** The JSON body of the page's next GraphQL answer for `operationName`. */
function graphqlAnswer<T>(page: Page, operationName: string): Promise<T> {
  const answer = page
    .waitForResponse((response) => {
      if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return false;
      const body: unknown = response.request().postDataJSON();
      return (
        typeof body === 'object' && body !== null && 'operationName' in body && body.operationName === operationName
      );
    })
    .then((response) => response.json() as Promise<T>);
  // Awaited later; if the journey fails first, the page closes and this must not surface as unhandled.
  answer.catch(() => undefined);
  return answer;
}

const withoutQuoteMarks = (text: string | null | undefined) => (text ?? '').replace(/[“”"]/g, '').trim();

let browser: Browser;

beforeAll(async () => {
  baseUrl(); // fails once, with instructions, when no app URL was given
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('smoke at $width px', (viewport: Viewport) => {
  it('home shows the featured tree name and the quote', () =>
    withPage(browser, viewport, async (page, errors) => {
      const treeAnswer = graphqlAnswer<FeaturedTreeAnswer>(page, 'FeaturedTree');
      const quoteAnswer = graphqlAnswer<FeaturedQuoteAnswer>(page, 'FeaturedQuote');
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();

      // What the page shows is what the server answered (the featured tree may change daily).
      const tree = (await treeAnswer).data?.featuredTree;
      expect(tree, 'the demo catalogue has a featured California tree').toBeTruthy();
      const treeHeading = page.getByRole('heading', { level: 3, name: tree!.scientificName });
      await treeHeading.waitFor();
      expect(await treeHeading.getByRole('link').getAttribute('href')).toMatch(/^\/tree-detail\/\d+$/);

      const quote = (await quoteAnswer).data?.featuredQuote;
      expect(quote, 'the demo catalogue has a featured quote').toBeTruthy();
      const blockquote = page.locator('blockquote');
      await blockquote.waitFor();
      expect(withoutQuoteMarks(await blockquote.textContent())).toBe(withoutQuoteMarks(quote!.quote));
      if (quote!.author) await page.getByText(`— ${quote!.author}`).waitFor();

      // The header fits the width: menus inline on a laptop, a burger on a phone.
      const isPhone = viewport.width < 992;
      expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(isPhone);
      expect(await page.getByRole('button', { name: 'Resources' }).isVisible()).toBe(!isPhone);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.waitForLoadState('networkidle');
      await screenshot(page, `home-${viewport.width}`);
      expect(errors).toEqual([]);
    }));

  it('an unknown address shows the 404 page with Back and Home', () =>
    withPage(browser, viewport, async (page, errors) => {
      await page.goto(appUrl('/no-such-page/at-all'));
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
      const home = page.getByRole('link', { name: 'Home', exact: true });
      expect(await home.isVisible()).toBe(true);
      await screenshot(page, `not-found-${viewport.width}`);

      await home.click();
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(errors).toEqual([]);
    }));

  it('/error shows the error page; Back returns to the previous page', () =>
    withPage(browser, viewport, async (page, errors) => {
      await page.goto(appUrl('/appraisals'));
      await page.getByRole('heading', { level: 1, name: 'Tree Appraisal' }).waitFor();
      await page.goto(appUrl('/error'));
      await page.getByRole('heading', { level: 1, name: "We're Sorry!" }).waitFor();
      await page.getByText("It seems like we've encountered an unexpected error.").waitFor();
      await screenshot(page, `error-${viewport.width}`);

      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tree Appraisal' }).waitFor();
      expect(errors).toEqual([]);
    }));
});
