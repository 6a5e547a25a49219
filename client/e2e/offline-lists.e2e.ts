import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  apiToken,
  appUrl,
  createAccount,
  logIn,
  newContext,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
} from './helpers';

/*
 * Lists offline (issue 27.4) on the built app at 390 px (demo catalogue). Kim signs in, opens her list,
 * My Lists, My Sites and a tree page online (kept in her own IndexedDB store, never in the worker's
 * caches), and the catalogue copy is downloaded; offline, My Lists and My Sites still show them. With the network cut she adds a note and a tree: both show at once,
 * and the header says "Offline: changes will be sent when you reconnect (2)"; the server has neither.
 * Meanwhile Lee, a collaborator, changes the same note. Back online, the outbox is sent: the note is
 * refused as changed meanwhile and the dialog shows both versions; "Keep mine" sends it over Lee's,
 * and the tree waiting behind it goes too. The server then has both. Logging out with a change still
 * waiting asks first (declined, nothing happens); accepted, the user's store is deleted.
 */

const run = Date.now().toString(36);
const PASSWORD = 'Offline-lists-for-Oak-42';
const KIM = { email: `kim-offline-${run}@e2e.example.org`, firstName: 'Kim', lastName: 'Offline' };
const LEE = { email: `lee-offline-${run}@e2e.example.org`, firstName: 'Lee', lastName: 'Collab' };
const SITE = `Backyard ${run}`;
const COAST_LIVE_OAK = 900001;
const ADDED = 900003;
const mobile = VIEWPORTS.find((viewport) => viewport.name === 'mobile')!;
const browser = useBrowser();

async function graphql<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(appUrl('/graphql'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (answer.errors?.length || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

type ServerList = { list: { name: string; trees: { note: string | null; version: number; card: { id: number } }[] } };
const LIST_QUERY = `query ($id: Int!) { list(id: $id) { name trees { note version card { id } } } }`;

let kim = '';
let lee = '';
let listId = 0;
let listName = '';

beforeAll(async () => {
  await createAccount({ ...KIM, role: 'user' }, PASSWORD);
  await createAccount({ ...LEE, role: 'user' }, PASSWORD);
  kim = await apiToken(KIM.email, PASSWORD);
  lee = await apiToken(LEE.email, PASSWORD);
  listName = `Offline walk ${run}`;
  const created = await graphql<{ createList: { list: { id: number } } }>(
    kim,
    `
      mutation ($input: ListFormInput!) {
        createList(input: $input) {
          list {
            id
          }
        }
      }
    `,
    {
      input: {
        name: listName,
        description: 'Planted on foot, far from the signal.',
        type: 'Curated List',
        regions: ['Inland Valleys'],
      },
    },
  );
  listId = created.createList.list.id;
  await graphql(
    kim,
    `
      mutation ($l: Int!, $t: [Int!]!) {
        addTreesToList(listId: $l, treeIds: $t) {
          message
        }
      }
    `,
    {
      l: listId,
      t: [COAST_LIVE_OAK, 900002],
    },
  );
  await graphql(
    kim,
    `
      mutation ($l: Int!, $e: String!) {
        addCollaborator(listId: $l, email: $e) {
          message
        }
      }
    `,
    {
      l: listId,
      e: LEE.email,
    },
  );
  const site = `mutation ($n: String!, $s: SiteInput!) { saveSite(name: $n, site: $s) { id } }`;
  await graphql(kim, site, { n: SITE, s: { zip: '95616', sun: 'full' } });
}, 240_000);

const serverList = () => graphql<ServerList>(kim, LIST_QUERY, { id: listId });

/** Every URL the worker's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** LOGOUT from the small screen's drawer. */
async function logOutFromDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'LOGOUT' }).click();
}

const databases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));

describe('lists offline at 390 px', () => {
  it('queues a note and a tree offline, sends them on reconnect, and shows a conflict with both versions', async () => {
    const context = await newContext(browser(), mobile);
    try {
      const page = await context.newPage();
      await logIn(page, KIM.email, PASSWORD);
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

      // Online: the catalogue copy, the tree page with its "Add to list" menu (My Lists kept), the list.
      await page.goto(appUrl('/offline'));
      await page.getByRole('button', { name: 'Make available offline' }).click();
      await page.getByTestId('offline-status').waitFor({ timeout: 30_000 });
      await page.goto(appUrl(`/tree-detail/${ADDED}`));
      await page
        .getByRole('button', { name: /^Add to list: / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: listName }).waitFor();
      await page.keyboard.press('Escape');
      await page.goto(appUrl('/my-sites'));
      await page.getByText(SITE).first().waitFor();
      await page.goto(appUrl('/my-list-page'));
      await page.getByText(listName).first().waitFor();
      await page.goto(appUrl(`/list/${listId}`));
      await page.getByRole('heading', { level: 1, name: listName }).waitFor();
      const userId = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('selectree.user')!) as { id: number }).id,
      );
      expect(await databases(page)).toContain(`selectree-user-${userId}`);

      // The network cut: a note, then a tree from its page.
      await context.setOffline(true);
      await page.goto(appUrl(`/list/${listId}`));
      await page.getByRole('heading', { level: 1, name: listName }).waitFor({ timeout: 20_000 });
      await page
        .getByRole('button', { name: /^Add note to / })
        .first()
        .click();
      await page.getByRole('textbox', { name: /^Note on / }).fill('Shade for the bus stop (Kim)');
      await page.getByRole('button', { name: 'Save note' }).click();
      await toast(page, 'Saved on this device: it will be sent when you reconnect.');
      await page.getByText('Shade for the bus stop (Kim)').waitFor();
      const status = page.getByTestId('outbox-status');
      await expect.poll(() => status.textContent()).toBe('Offline: changes will be sent when you reconnect (1)');

      await page.goto(appUrl(`/tree-detail/${ADDED}`));
      await page
        .getByRole('button', { name: /^Add to list: / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: listName }).click();
      await expect.poll(() => status.textContent()).toBe('Offline: changes will be sent when you reconnect (2)');
      await page.goto(appUrl(`/list/${listId}`));
      await page.getByRole('heading', { level: 1, name: listName }).waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('list-total').textContent()).toMatch(/^3 kinds of tree/);
      await page.getByText('Shade for the bus stop (Kim)').waitFor();
      await expect.poll(() => status.textContent()).toBe('Offline: changes will be sent when you reconnect (2)');
      await screenshot(page, 'offline-lists-queued-390');
      // My Lists and My Sites read from the store too.
      await page.goto(appUrl('/my-list-page'));
      await page.getByText(listName).first().waitFor({ timeout: 20_000 });
      await page.goto(appUrl('/my-sites'));
      await page.getByText(SITE).first().waitFor({ timeout: 20_000 });
      await page.goto(appUrl(`/list/${listId}`));
      await page.getByRole('heading', { level: 1, name: listName }).waitFor({ timeout: 20_000 });

      // Nothing reached the server; Lee changes the same note meanwhile.
      const before = await serverList();
      expect(before.list.trees.map((tree) => tree.card.id)).toEqual([COAST_LIVE_OAK, 900002]);
      const oak = before.list.trees[0];
      await graphql(
        lee,
        `
          mutation ($l: Int!, $t: Int!, $n: String!, $v: Int!) {
            setListTreeNote(listId: $l, treeId: $t, note: $n, version: $v)
          }
        `,
        { l: listId, t: COAST_LIVE_OAK, n: 'Keep clear of the wires (Lee)', v: oak.version },
      );

      // Reconnect: the note meets Lee's; the dialog shows both; the tree waits behind it.
      await context.setOffline(false);
      const dialog = page.getByRole('dialog', { name: 'Changed by someone else meanwhile' });
      await dialog.waitFor({ timeout: 20_000 });
      const conflict = dialog.getByTestId('outbox-conflict');
      await conflict.getByText('Shade for the bus stop (Kim)').waitFor();
      await conflict.getByText('Keep clear of the wires (Lee)').waitFor();
      await screenshot(page, 'offline-lists-conflict-390');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, 'offline-lists-conflict-1280');
      await page.setViewportSize({ width: mobile.width, height: mobile.height });
      expect((await serverList()).list.trees.map((tree) => tree.card.id)).toEqual([COAST_LIVE_OAK, 900002]);

      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
      await expect
        .poll(async () => (await serverList()).list.trees.map((tree) => tree.card.id))
        .toEqual([COAST_LIVE_OAK, 900002, ADDED]);
      const after = await serverList();
      expect(after.list.trees[0].note).toBe('Shade for the bus stop (Kim)');
      await expect.poll(() => status.count()).toBe(0);

      // No signed-in answer in the worker's caches.
      expect((await cachedPaths(page)).filter((path) => path.startsWith('/graphql'))).toEqual([]);

      // A change waiting at logout: asked first (declined: still signed in), then accepted: the store goes.
      await context.setOffline(true);
      await page
        .getByRole('button', { name: /^Remove / })
        .last()
        .click();
      await expect.poll(() => status.textContent()).toBe('Offline: changes will be sent when you reconnect (1)');
      const store = `selectree-user-${userId}`;
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await logOutFromDrawer(page);
      await expect
        .poll(() => asked)
        .toEqual([
          '1 change made offline has not been sent yet. Logging out deletes them from this device. Log out anyway?',
        ]);
      expect(await databases(page)).toContain(store);
      page.once('dialog', (dialog) => void dialog.accept());
      await logOutFromDrawer(page);
      await expect.poll(() => databases(page)).not.toContain(store);
      expect(await page.evaluate(() => localStorage.getItem('selectree.token'))).toBeNull();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('link', { name: 'LOGIN' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
