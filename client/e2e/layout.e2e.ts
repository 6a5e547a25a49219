import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  appUrl,
  createAccount,
  logIn,
  screenshot,
  twoOaks,
  useBrowser,
  VIEWPORTS,
  withPage,
  type Viewport,
} from './helpers';

/**
 * No page wider than the viewport (issue 21.8), on both catalogues (scripts/e2e.sh): every screen
 * at 390 and 1280 px, with long user text present (a list whose name, description and note hold
 * unbroken words of 100 and 200 characters, a saved search, a tree edited so its history has rows),
 * asserts document.documentElement.scrollWidth <= the width. The printed list carries its whole
 * description (it was cut at 295 characters), and My Lists counts what a saved search finds.
 */
const run = Date.now().toString(36);
const PASSWORD = 'Wide-Enough-2026';
const ADMIN = { email: `wanda-${run}@e2e.example.org`, firstName: 'Wanda', lastName: 'Width', role: 'admin' as const };
const LONG_NAME = `Lng${'o'.repeat(92)}${run.slice(0, 5)}`.slice(0, 100);
const LONG_WORD = `W${'i'.repeat(190)}de${run}`.slice(0, 200);
const DESCRIPTION = `${'A list for the street. '.repeat(12)}${LONG_WORD} and the end of the description ${run}.`;

const browser = useBrowser();
/** Two trees of whichever catalogue runs (the demo one or the real export). */
let OAK = 0;
let REDWOOD = 0;
let listId = 0;
let savedSearchId = 0;
let draftId = 0;

async function graphql<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(appUrl('/graphql'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown };
  if (!answer.data || answer.errors) throw new Error(`GraphQL failed: ${JSON.stringify(answer)}`);
  return answer.data;
}

const CREATE = `mutation($input: ListFormInput!) { createList(input: $input) { list { id } } }`;

beforeAll(async () => {
  // The account first: user:create takes seconds, and a kept-alive connection from before it is closed by then.
  await createAccount(ADMIN, PASSWORD);
  [OAK, REDWOOD] = await twoOaks();
  const token = await apiToken(ADMIN.email, PASSWORD);
  const form = { categories: [], regions: ['All of California'], keywords: [LONG_WORD.slice(0, 40)], isPublic: true };
  type Created = { createList: { list: { id: number } } };
  listId = (
    await graphql<Created>(token, CREATE, {
      input: { ...form, name: LONG_NAME, description: DESCRIPTION, type: 'Curated List' },
    })
  ).createList.list.id;
  await graphql(
    token,
    `
      mutation ($l: Int!, $t: [Int!]!) {
        addTreesToList(listId: $l, treeIds: $t) {
          message
        }
      }
    `,
    {
      l: listId,
      t: [OAK, REDWOOD],
    },
  );
  await graphql(
    token,
    `
      mutation ($l: Int!, $t: Int!, $n: String!) {
        setListTreeNote(listId: $l, treeId: $t, note: $n)
      }
    `,
    {
      l: listId,
      t: OAK,
      n: `Planted on Elm St ${LONG_WORD}`,
    },
  );
  savedSearchId = (
    await graphql<Created>(token, CREATE, {
      input: {
        ...form,
        name: `Oaks ${run}`,
        description: 'Every oak.',
        type: 'Saved Search',
        queryData: JSON.stringify({ searchTerm: 'oak' }),
      },
    })
  ).createList.list.id;
  // A draft with history rows (Revert, Restore before) for the edit screen.
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  draftId = Number(await (await fetch(appUrl('/api/tree/add'), { method: 'POST', headers: auth })).json());
  const saved = await fetch(appUrl(`/api/tree/update/${draftId}`), {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ version: 1, native_range: `Somewhere ${LONG_WORD}` }),
  });
  if (!saved.ok) throw new Error(`saving the draft failed: ${saved.status} ${await saved.text()}`);
}, 240_000);

const SCREENS = () => [
  '/',
  '/pacificislands',
  '/search-results#searchTerm=oak&activePage=1&resultsPerPage=30&sort=1',
  `/tree-detail/${OAK}`,
  `/compare?ids=${OAK},${REDWOOD}`,
  '/tree-characteristics-glossary',
  '/tree-characteristics-glossary?adminView=true',
  '/appraisals',
  '/donation',
  '/search-lists',
  `/list/${listId}`,
  `/list/${savedSearchId}`,
  '/my-list-page',
  '/account',
  '/account/users',
  '/account/invite',
  '/email',
  '/download',
  '/upload',
  `/tree-detail/${OAK}/edit`,
  `/tree-detail/${draftId}/edit`,
  '/tree-detail/new/edit',
  '/editor/work',
  '/no-such-page',
];

/** Opens a screen, waits for its heading and data, and measures how wide the document is. */
async function widthOf(page: Page, path: string): Promise<number> {
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe.each(VIEWPORTS)('layout at $width px', (viewport: Viewport) => {
  it(
    'issue 21.8: no screen is wider than the viewport, with long user text present',
    () =>
      withPage(browser(), viewport, async (page, errors) => {
        await logIn(page, ADMIN.email, PASSWORD);
        const tooWide: string[] = [];
        for (const path of SCREENS()) {
          const width = await widthOf(page, path);
          if (width > viewport.width) {
            tooWide.push(`${path}: ${width} px`);
            await screenshot(page, `too-wide-${viewport.width}-${path.replace(/[^a-z0-9]+/gi, '-')}`);
          }
        }
        // The list search finds the long list too.
        await page.goto(appUrl('/search-lists'));
        const search = page.getByRole('textbox').first();
        await search.fill(LONG_NAME.slice(0, 20));
        await search.press('Enter');
        await page.getByText(LONG_NAME).first().waitFor();
        const listSearchWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (listSearchWidth > viewport.width) tooWide.push(`/search-lists (found): ${listSearchWidth} px`);
        expect(tooWide).toEqual([]);
        // The 404 page's own status is the one expected error.
        expect(
          errors.filter((error) => !error.includes('404 (Not Found)') || !error.includes('/no-such-page')),
        ).toEqual([]);
      }),
    600_000,
  );

  it(
    'issue 21.8: the printed list holds the whole description; My Lists counts the saved search',
    () =>
      withPage(browser(), viewport, async (page) => {
        await logIn(page, ADMIN.email, PASSWORD);
        await page.goto(appUrl(`/list/${listId}`));
        await page.getByRole('heading', { level: 1, name: LONG_NAME }).waitFor();
        await screenshot(page, `list-long-text-${viewport.width}`);
        await page.emulateMedia({ media: 'print' });
        const printed = await page.locator('main').innerText();
        expect(printed).toContain(`the end of the description ${run}.`);
        expect(printed).not.toContain('See More');
        await page.emulateMedia({ media: 'screen' });

        const oaks = (await (
          await page.request.get(appUrl('/api/tree/search-by-name-multiresult?searchTerm=oak'))
        ).json()) as {
          totalResults: number;
        };
        await page.goto(appUrl('/my-list-page'));
        const row = page.getByRole('row').filter({ hasText: `Oaks ${run}` });
        await row.waitFor();
        expect(await row.innerText()).toContain(`${oaks.totalResults.toLocaleString('en-US')} trees found`);
        expect(await row.innerText()).not.toContain('0 trees');
        await screenshot(page, `my-lists-${viewport.width}`);
      }),
    180_000,
  );
});
