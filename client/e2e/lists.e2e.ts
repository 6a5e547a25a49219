import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  collectPageErrors,
  createAccount,
  logIn,
  newContext,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  waitForHydrationOnLoad,
  type Viewport,
} from './helpers';
import { sameOrigin, waitForMail } from './outbox';

/**
 * Tree lists in the browser, against the real app and the real export (scripts/e2e.sh): a search
 * saved as a list, renamed, shared with a collaborator who adds a tree from a detail page, followed
 * by another user, downloaded as CSV, printed and deleted by its owner; a private list refused to a
 * stranger; a list banned by a site admin (confirmed) disappearing for everyone but its owner;
 * quantities printed and in the CSV (issue 21.9); an invitation read from the development outbox
 * (E2E_DATA_DIR/outbox) leading through sign-up to a collaborator (issue 21.10).
 *
 * The accounts are made with `npm run user:create` on the app's database (E2E_DATA_DIR).
 */

const run = Date.now().toString(36);
const PASSWORD = 'Street-trees-for-Elm-42';
const OWNER = { email: `olive-${run}@e2e.example.org`, firstName: 'Olive', lastName: 'Owner' };
const COLLABORATOR = { email: `colin-${run}@e2e.example.org`, firstName: 'Colin', lastName: 'Helper' };
const FAN = { email: `fay-${run}@e2e.example.org`, firstName: 'Fay', lastName: 'Follower' };
const ADMIN = { email: `ada-${run}@e2e.example.org`, firstName: 'Ada', lastName: 'Admin' };

/** The export's Coast Live Oak: what the collaborator adds from its detail page. */
const COAST_LIVE_OAK = 'Quercus agrifolia';
const COAST_LIVE_OAK_ID = 1227;
const WESTERN_SYCAMORE = 'Platanus racemosa';
const WESTERN_SYCAMORE_ID = 1107;

const browser = useBrowser();

beforeAll(async () => {
  await createAccount({ ...OWNER, role: 'user' }, PASSWORD);
  await createAccount({ ...COLLABORATOR, role: 'user' }, PASSWORD);
  await createAccount({ ...FAN, role: 'user' }, PASSWORD);
  await createAccount({ ...ADMIN, role: 'admin' }, PASSWORD);
}, 240_000);

/** A signed-in page of its own (its own browser context, so several people can be on at once). */
async function signedIn(
  viewport: Viewport,
  who: { email: string },
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await newContext(browser(), viewport);
  const page = waitForHydrationOnLoad(await context.newPage());
  const errors = collectPageErrors(page);
  await logIn(page, who.email, PASSWORD);
  return { page, errors, close: () => context.close() };
}

/** Picks options of a Mantine MultiSelect in `scope` by its label. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, options: string[]) {
  const input = scope.getByRole('combobox', { name: label });
  for (const option of options) {
    await input.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

async function listIdOf(page: Page): Promise<number> {
  await page.waitForURL(/\/list\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function withPeople<T>(journey: (open: typeof signedIn) => Promise<T>): Promise<T> {
  const opened: { close: () => Promise<void>; errors: string[] }[] = [];
  const open: typeof signedIn = async (v, who) => {
    const session = await signedIn(v, who);
    opened.push(session);
    return session;
  };
  try {
    const result = await journey(open);
    for (const session of opened) expect(session.errors).toEqual([]);
    return result;
  } finally {
    for (const session of opened) await session.close();
  }
}

describe.each(VIEWPORTS)('lists at $width px', (viewport: Viewport) => {
  const name = `Valley oaks ${viewport.width} ${run}`;
  const renamed = `Elm Street palette ${viewport.width} ${run}`;

  it('search → save as list → rename → collaborator adds a tree → a follower → CSV and print → delete', () =>
    withPeople(async (open) => {
      const owner = await open(viewport, OWNER);
      let page = owner.page;

      // A name search; all of its trees (not only the page) saved as a public curated list.
      await page.goto(appUrl('/search-results#activePage=1&resultsPerPage=30&sort=1&searchTerm=valley'));
      await page
        .getByRole('status')
        .filter({ hasText: /trees? found/ })
        .waitFor();
      await page.getByRole('button', { name: 'Save result as list' }).click();
      let dialog = page.getByRole('dialog', { name: 'Save this search as a list' });
      await dialog.getByText('Curated List', { exact: true }).click();
      const found = await page
        .getByRole('status')
        .filter({ hasText: /trees? found/ })
        .textContent();
      const total = Number(/(\d+) trees? found/.exec(found ?? '')?.[1]);
      await dialog.getByText(`A curated list keeps all ${total} trees of this result, not only this page.`).waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Valley oaks for the new median on Elm Street.');
      await pick(page, dialog, 'Regions', ['Inland Valleys']);
      await dialog.getByRole('switch', { name: 'Public: anyone can find it in list search' }).check({ force: true });
      await screenshot(page, `lists-save-result-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Create List' }).click();
      await toast(page, 'New list successfully created!');
      await toast(page, `Successfully added to list: ${name}`);

      // My Lists shows it; its page shows the trees.
      await page.goto(appUrl('/my-list-page'));
      await page.getByRole('heading', { level: 1, name: 'MY LISTS' }).waitFor();
      await page.getByRole('link', { name }).click();
      const listId = await listIdOf(page);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const treesOn = (listName: string) =>
        page
          .getByRole('list', { name: `Trees on ${listName}` })
          .getByRole('listitem')
          .filter({ has: page.getByRole('link') });
      const savedCount = await treesOn(name).count();
      expect(savedCount).toBe(total);

      // Rename.
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Edit List' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Successfully Updated!');
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();

      // Share with a collaborator (refused twice).
      await page.getByRole('button', { name: 'Collaborators' }).click();
      dialog = page.getByRole('dialog', { name: `Collaborators of ${renamed}` });
      await dialog.getByRole('textbox', { name: 'Add a collaborator by e-mail' }).fill(COLLABORATOR.email);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await toast(page, 'User successfully added!');
      await dialog.getByText(`${COLLABORATOR.firstName} ${COLLABORATOR.lastName}`).waitFor();
      await dialog.getByRole('textbox', { name: 'Add a collaborator by e-mail' }).fill(COLLABORATOR.email);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByText('Error, user is already added to the list').waitFor();
      await screenshot(page, `lists-collaborators-${viewport.width}`);
      await page.keyboard.press('Escape');

      // The collaborator adds the Coast Live Oak from its detail page.
      const collaborator = await open(viewport, COLLABORATOR);
      await collaborator.page.goto(
        appUrl('/search-results#activePage=1&resultsPerPage=30&sort=1&searchTerm=coast%20live%20oak'),
      );
      await collaborator.page.waitForURL(/\/tree-detail\/\d+$/);
      await collaborator.page.getByRole('heading', { level: 1 }).filter({ hasText: COAST_LIVE_OAK }).waitFor();
      await collaborator.page.getByRole('button', { name: `Add to list: ${COAST_LIVE_OAK}` }).click();
      await collaborator.page.getByRole('menuitem', { name: renamed }).click();
      await toast(collaborator.page, `Successfully added to list: ${renamed}`);
      await screenshot(collaborator.page, `lists-add-from-detail-${viewport.width}`);
      // Twice: the spec's refusal.
      await collaborator.page.getByRole('button', { name: `Add to list: ${COAST_LIVE_OAK}` }).click();
      await collaborator.page.getByRole('menuitem', { name: renamed }).click();
      // The server names the tree by its common name ('Coast Live Oak is already in this list!').
      await toast(collaborator.page, /^Coast Live Oak is already in this list!$/i);

      // Another user follows it.
      const fan = await open(viewport, FAN);
      await fan.page.goto(appUrl(`/list/${listId}`));
      await fan.page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      await fan.page.getByRole('button', { name: 'Follow', exact: true }).click();
      await toast(fan.page, 'Successfully Followed!');
      await fan.page.getByRole('button', { name: 'Unfollow' }).first().waitFor();
      await fan.page.goto(appUrl('/my-list-page'));
      await fan.page.getByText('Shared with me', { exact: true }).click();
      await fan.page.getByRole('link', { name: renamed }).waitFor();
      await screenshot(fan.page, `lists-my-lists-follower-${viewport.width}`);

      // The owner sees the added tree, downloads the CSV and prints.
      page = owner.page;
      await page.goto(appUrl(`/list/${listId}`));
      await page.getByRole('link', { name: COAST_LIVE_OAK }).waitFor();
      expect(await treesOn(renamed).count()).toBe(savedCount + 1);
      await screenshot(page, `lists-detail-owner-${viewport.width}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      await toast(page, 'Download Success!');
      const csv = readFileSync((await download.path()) ?? '', 'utf8');
      const rows = csv.trim().split(/\r\n/);
      expect(rows[0]).toContain('Scientific Name');
      expect(rows).toHaveLength(savedCount + 2); // header + the saved trees + the added oak
      expect(csv).toContain(COAST_LIVE_OAK);

      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.getAttribute('body', 'data-printed')).toBe('yes');
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Download CSV' }).isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: COAST_LIVE_OAK }).isVisible()).toBe(true);
      await screenshot(page, `lists-print-${viewport.width}`);
      await page.emulateMedia({ media: 'screen' });

      // The owner deletes it: gone for the follower too.
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Delete this list?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await toast(page, `Removed ${renamed}`);
      await page.waitForURL(/\/my-list-page$/);
      expect(await page.getByRole('link', { name: renamed }).count()).toBe(0);
      await fan.page.goto(appUrl(`/list/${listId}`));
      await fan.page.getByText('You have no access to this list').waitFor();
    }));

  it('a private list is refused to a stranger', () =>
    withPeople(async (open) => {
      const owner = await open(viewport, OWNER);
      const page = owner.page;
      await page.goto(appUrl('/my-list-page'));
      await page.getByRole('button', { name: 'Create a New List' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a New List' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(`Private ${viewport.width} ${run}`);
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Only mine.');
      await pick(page, dialog, 'Regions', ['Maui']);
      // The browser checks the form before it sends: a missing field is named.
      await dialog.getByRole('textbox', { name: 'Name' }).fill('');
      await dialog.getByRole('button', { name: 'Create List' }).click();
      await dialog.getByText('Name is required').waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill(`Private ${viewport.width} ${run}`);
      await screenshot(page, `lists-create-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Create List' }).click();
      await toast(page, 'New list successfully created!');
      await page.getByRole('link', { name: `Private ${viewport.width} ${run}` }).click();
      const listId = await listIdOf(page);

      const stranger = await open(viewport, FAN);
      await stranger.page.goto(appUrl(`/list/${listId}`));
      await stranger.page.getByText('You have no access to this list').waitFor();
      await screenshot(stranger.page, `lists-no-access-${viewport.width}`);
    }));

  it('an admin bans a list: it disappears from list search for others', () =>
    withPeople(async (open) => {
      const listName = `Banned palms ${viewport.width} ${run}`;
      const owner = await open(viewport, OWNER);
      const id = await createPublicList(owner.page, listName);
      const terms = `/search-lists?terms=${encodeURIComponent(listName)}`;

      const fan = await open(viewport, FAN);
      await fan.page.goto(appUrl(terms));
      await fan.page.getByRole('link', { name: listName }).waitFor();
      await screenshot(fan.page, `lists-search-${viewport.width}`);

      const admin = await open(viewport, ADMIN);
      await admin.page.goto(appUrl(terms));
      const row = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('link', { name: listName }) });
      await row.getByRole('button', { name: 'Ban list', exact: true }).click();
      // Issue 21.6: the ban is confirmed first.
      const confirm = admin.page.getByRole('dialog', { name: `Ban “${listName}”?` });
      await confirm
        .getByText(/hides “.*” from list search and from everyone but its owner and collaborators/)
        .waitFor();
      await confirm.getByRole('button', { name: 'Ban list' }).click();
      await toast(admin.page, `${listName} Banned`);
      await row.getByText('List banned').waitFor();
      await screenshot(admin.page, `lists-search-admin-${viewport.width}`);

      await fan.page.reload();
      await fan.page.getByText(/0 lists found/).waitFor();
      expect(await fan.page.getByRole('link', { name: listName }).count()).toBe(0);
      await fan.page.goto(appUrl(`/list/${id}`));
      await fan.page.getByText('You have no access to this list').waitFor();
      // Issue 21.6: its owner keeps it, told it is banned.
      await owner.page.goto(appUrl(`/list/${id}`));
      await owner.page.getByText('This list is banned from list search results').waitFor();
      await screenshot(owner.page, `lists-banned-owner-${viewport.width}`);
    }));

  it('issue 21.9: quantities → print view (position numbers, total) → CSV with the quantities', () =>
    withPeople(async (open) => {
      const listName = `Planting plan ${viewport.width} ${run}`;
      const owner = await open(viewport, OWNER);
      const page = owner.page;
      const id = await createPublicList(page, listName);
      for (const [treeId, scientific] of [
        [COAST_LIVE_OAK_ID, COAST_LIVE_OAK],
        [WESTERN_SYCAMORE_ID, WESTERN_SYCAMORE],
      ] as const) {
        await page.goto(appUrl(`/tree-detail/${treeId}`));
        await page.getByRole('button', { name: `Add to list: ${scientific}` }).click();
        await page.getByRole('menuitem', { name: listName }).click();
        await toast(page, `Successfully added to list: ${listName}`);
      }
      await page.goto(appUrl(`/list/${id}`));
      const total = page.getByTestId('list-total');
      await total.filter({ hasText: '2 kinds of tree, 2 trees in total' }).waitFor();
      for (const [common, quantity] of [
        ['Coast Live Oak', '24'],
        ['Western Sycamore', '3'],
      ]) {
        await page.getByRole('textbox', { name: new RegExp(`^Quantity of ${common}$`, 'i') }).fill(quantity);
        await page.getByRole('button', { name: new RegExp(`^Save the quantity of ${common}$`, 'i') }).click();
        await toast(page, 'Quantity saved');
      }
      await total.filter({ hasText: '2 kinds of tree, 27 trees in total' }).waitFor();
      await screenshot(page, `lists-quantities-${viewport.width}`);

      await page.emulateMedia({ media: 'print' });
      expect(await total.isVisible()).toBe(true);
      expect(await page.getByTestId('list-position').allTextContents()).toEqual(['1.', '2.']);
      expect(await page.getByText('Quantity: 24').isVisible()).toBe(true);
      expect(await page.getByText('Quantity: 3', { exact: true }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole('textbox', { name: /^Quantity of/i })
          .first()
          .isVisible(),
      ).toBe(false);
      await screenshot(page, `lists-quantities-print-${viewport.width}`);
      await page.emulateMedia({ media: 'screen' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      await toast(page, 'Download Success!');
      const rows = readFileSync((await download.path()) ?? '', 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/)
        .map((row) => row.split(','));
      // Quantity and Note are the last columns (the note is empty; other cells may hold quoted commas).
      expect(rows[0].slice(-2)).toEqual(['Quantity', 'Note']);
      expect(rows.slice(1).map((row) => [row[0], row[1], row[row.length - 2]])).toEqual([
        ['1', COAST_LIVE_OAK, '24'],
        ['2', WESTERN_SYCAMORE, '3'],
      ]);
    }));

  it('issue 21.10: invitation e-mail → sign-up through its link → verify → the list is on My Lists as a collaborator', () =>
    withPeople(async (open) => {
      const listName = `Invited ${viewport.width} ${run}`;
      const invitee = { email: `nia-${viewport.width}-${run}@e2e.example.org`, password: 'a row of western sycamores' };
      const owner = await open(viewport, OWNER);
      const id = await createPublicList(owner.page, listName);
      await owner.page.getByRole('button', { name: 'Collaborators' }).click();
      const dialog = owner.page.getByRole('dialog', { name: `Collaborators of ${listName}` });
      await dialog.getByRole('textbox', { name: 'Add a collaborator by e-mail' }).fill(invitee.email);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByText('Error, user does not exist').waitFor();
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await toast(owner.page, `Invitation sent to ${invitee.email}.`);
      await screenshot(owner.page, `lists-invite-${viewport.width}`);

      const [link] = await waitForMail(invitee.email, /https?:\/\/\S+\/list-invitation\?token=[\w-]+/);
      const context = await newContext(browser(), viewport);
      try {
        const page = waitForHydrationOnLoad(await context.newPage());
        const errors = collectPageErrors(page);
        await page.goto(sameOrigin(link));
        await page.getByRole('heading', { level: 1, name: 'Invitation to a tree list' }).waitFor();
        await page
          .getByText(`Olive Owner invited ${invitee.email} to collaborate on the tree list “${listName}”`)
          .waitFor();
        await screenshot(page, `lists-invitation-page-${viewport.width}`);
        await page.getByLabel('First name').fill('Nia');
        await page.getByLabel('Last name').fill('Newcomer');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page
          .getByText('An email was sent to verify and enable your account. It will expire in 5 minutes', {
            exact: true,
          })
          .waitFor();
        const [verifyLink] = await waitForMail(invitee.email, /https?:\/\/\S+\/verify-account\?token=[\w-]+/);
        await page.goto(sameOrigin(verifyLink));
        await page.getByRole('checkbox', { name: /agree to the SelecTree User Agreement/ }).check();
        await page.getByRole('button', { name: 'Verify Account' }).click();
        await page.waitForURL(/\/reset-password\?token=/);
        await page.getByLabel(/^New password/).fill(invitee.password);
        await page.getByLabel('Confirm new password').fill(invitee.password);
        await page.getByRole('button', { name: 'Set password and log in' }).click();
        await toast(page, 'Successfully Logged In!');
        await page.goto(appUrl('/my-list-page'));
        await page.getByText('Shared with me', { exact: true }).click();
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: listName }) });
        await row.getByText('Collaborator').waitFor();
        await screenshot(page, `lists-invited-my-lists-${viewport.width}`);
        await row.getByRole('link', { name: listName }).click();
        expect(await listIdOf(page)).toBe(id);
        await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }));
});

async function createPublicList(page: Page, listName: string): Promise<number> {
  await page.goto(appUrl('/my-list-page'));
  await page.getByRole('button', { name: 'Create a New List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a New List' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(listName);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Palms for the boardwalk.');
  await pick(page, dialog, 'Regions', ['Southern Coast']);
  await dialog.getByRole('switch', { name: 'Public: anyone can find it in list search' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Create List' }).click();
  await toast(page, 'New list successfully created!');
  await page.getByRole('link', { name: listName }).click();
  return listIdOf(page);
}
