import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  createAccountLink,
  logIn,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  withPage,
  type Viewport,
} from './helpers';
import { sameOrigin, waitForMail } from './outbox';

/**
 * Accounts in the browser, against the real app (scripts/e2e.sh): the login dialog through
 * #auth_modal, sign-up with the verification link read from the development outbox, role menus,
 * the guard on restricted routes, an admin changing a role, bulk e-mail to the test group.
 *
 * Needs E2E_DATA_DIR (the app's DATA_DIR; scripts/e2e.sh sets it): the outbox is <DATA_DIR>/outbox,
 * and the first admin is made with `npm run user:create` on the app's embedded database.
 */

const HOME_HEADING = 'Find the right tree for the right place';
const USER_MENU = ['MY ACCOUNT', 'MY LISTS', 'MY SITES', 'LOGOUT'];
const EDITOR_MENU = [
  'MY ACCOUNT',
  'MY LISTS',
  'MY SITES',
  'ADD TREE',
  'REVIEW QUEUE',
  'DRAFTS & EDITS',
  'DOWNLOAD DATA',
  'EDIT GLOSSARY',
  'LOGOUT',
];
const ADMIN_MENU = [
  'MY ACCOUNT',
  'MY LISTS',
  'MY SITES',
  'ADD TREE',
  'REVIEW QUEUE',
  'DRAFTS & EDITS',
  'DOWNLOAD DATA',
  'UPLOAD DATA',
  'EDIT GLOSSARY',
  'SEND EMAIL',
  'LOGOUT',
];

const run = Date.now().toString(36);
const ADMIN = { email: `admin-${run}@e2e.example.org`, password: 'Admin-pass-9!' };
const MEMBER = {
  first: 'Rowan',
  last: 'Oak',
  email: `rowan-${run}@e2e.example.org`,
  password: 'a quiet grove of valley oaks',
};

const dataDir = process.env.E2E_DATA_DIR ?? '';

/** The first admin, made with `npm run user:create`; answers the one-time password link. */
function createAdmin(email: string): string {
  return sameOrigin(createAccountLink({ email, role: 'admin', firstName: 'Ada', lastName: 'Lovelace' }));
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

/** The signed-in menu's entries, read from the header menu (laptop) or the drawer (phone). */
async function menuEntries(page: Page): Promise<string[]> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const account = page.getByRole('dialog').getByRole('navigation', { name: 'Account' });
    await account.waitFor();
    const entries = await account.locator('a, button').allTextContents();
    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'hidden' });
    return entries.map((text) => text.trim());
  }
  await page.getByRole('button', { name: /account menu$/ }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const entries = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return entries.map((text) => text.trim());
}

async function chooseMenuEntry(page: Page, label: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const account = page.getByRole('dialog').getByRole('navigation', { name: 'Account' });
    await account.getByRole(label === 'LOGOUT' ? 'button' : 'link', { name: label }).click();
    return;
  }
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Chooses the password at a /reset-password link; the app logs in and goes home. */
async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
  const submit = page.getByRole('button', { name: 'Set password and log in' });
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await submit.click();
  await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await toast(page, 'Successfully Logged In!');
}

const browser = useBrowser();
let adminLink = '';

beforeAll(() => {
  if (!dataDir) {
    throw new Error(
      'E2E_DATA_DIR is not set: run the journeys with `bash scripts/e2e.sh` (it sets the app data folder).',
    );
  }
  adminLink = createAdmin(ADMIN.email);
}, 120_000);

describe.each(VIEWPORTS)('accounts at $width px', (viewport: Viewport) => {
  it('#auth_modal opens the login dialog; a refused login says why; closing drops the hash', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await page.goto(appUrl('/#auth_modal'));
      const dialog = page.getByRole('dialog', { name: 'Log in to SelecTree' });
      await dialog.waitFor();
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `login-modal-${viewport.width}`);

      await dialog.getByLabel('Email').fill(`nobody-${viewport.width}-${run}@e2e.example.org`);
      await dialog.getByLabel(/^Password/).fill('Wrong-pass-1!');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await toast(page, 'Error: Invalid email or password');
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'Create an account' }).click();
      const signup = page.getByRole('dialog', { name: 'Create a SelecTree account' });
      expect(await signup.getByRole('button', { name: 'Sign up' }).isDisabled()).toBe(true);
      await screenshot(page, `signup-modal-${viewport.width}`);

      await signup.getByRole('button', { name: 'Close' }).click();
      await signup.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
    }));

  it('a restricted route sends an anonymous visitor home', () =>
    withPage(browser(), viewport, async (page, errors) => {
      for (const path of ['/account', '/account/users', '/email']) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
      }
      expect(errors).toEqual([]);
    }));
});

describe('sign-up to roles (1280 px)', () => {
  const desktop = VIEWPORTS[0];

  it('sign up → verification e-mail → verify → choose password → logged in with the user menu → logout → login', () =>
    withPage(browser(), desktop, async (page, errors) => {
      await page.goto(appUrl('/#auth_modal'));
      await page
        .getByRole('dialog', { name: 'Log in to SelecTree' })
        .getByRole('button', { name: 'Create an account' })
        .click();
      const signup = page.getByRole('dialog', { name: 'Create a SelecTree account' });
      const submit = signup.getByRole('button', { name: 'Sign up' });
      await signup.getByLabel('First name').fill(MEMBER.first);
      await signup.getByLabel('Last name').fill(MEMBER.last);
      expect(await submit.isDisabled()).toBe(true);
      await signup.getByLabel('Email').fill(MEMBER.email);
      await submit.click();
      await signup
        .getByText('An email was sent to verify and enable your account. It will expire in 5 minutes', { exact: true })
        .waitFor();

      const [verifyLink] = await waitForMail(MEMBER.email, /https?:\/\/\S+\/verify-account\?token=[\w-]+/);
      await page.goto(sameOrigin(verifyLink));
      await page.getByRole('heading', { level: 1, name: 'Verify Account' }).waitFor();
      const verify = page.getByRole('button', { name: 'Verify Account' });
      expect(await verify.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: /agree to the SelecTree User Agreement/ }).check();
      await verify.click();
      await page.waitForURL(/\/reset-password\?token=/);

      await choosePassword(page, page.url(), MEMBER.password);
      expect(await menuEntries(page)).toEqual(USER_MENU);

      await chooseMenuEntry(page, 'LOGOUT');
      await page.getByRole('link', { name: 'LOGIN' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('selectree.token'))).toBeNull();

      await logIn(page, MEMBER.email, MEMBER.password);
      expect(await menuEntries(page)).toEqual(USER_MENU);
      // A user is no admin: the admin pages send them home.
      await page.goto(appUrl('/account/users'));
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(errors).toEqual([]);
    }));

  it('the first admin (user:create link) has the admin menu and makes the new user an editor on /account/users', () =>
    withPage(browser(), desktop, async (page, errors) => {
      await choosePassword(page, adminLink, ADMIN.password);
      expect(await menuEntries(page)).toEqual(ADMIN_MENU);

      await chooseMenuEntry(page, 'MY ACCOUNT');
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(ADMIN.email);
      await page.getByRole('link', { name: 'Manage users' }).click();

      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(`rowan-${run}`);
      const row = page.getByRole('row').filter({ hasText: MEMBER.email });
      await row.waitFor();
      await page.getByRole('row').filter({ hasText: ADMIN.email }).waitFor({ state: 'detached' });
      expect(await row.getAttribute('data-state')).toBe('view');
      expect(await row.locator('[data-label="Role"]').textContent()).toBe('User');

      await row.getByRole('button', { name: `Change role of ${MEMBER.email}` }).click();
      expect(await row.getAttribute('data-state')).toBe('edit');
      await row.getByRole('combobox', { name: `Role of ${MEMBER.email}` }).selectOption({ label: 'Editor' });
      await row.getByRole('button', { name: `Save role of ${MEMBER.email}` }).click();
      await toast(page, `${MEMBER.email} is now Editor.`);
      await expect.poll(() => row.getAttribute('data-state')).toBe('view');
      expect(await row.locator('[data-label="Role"]').textContent()).toBe('Editor');
      expect(errors).toEqual([]);
    }));

  it('the new editor logs in and has the editor menu', () =>
    withPage(browser(), desktop, async (page, errors) => {
      await logIn(page, MEMBER.email, MEMBER.password);
      expect(await menuEntries(page)).toEqual(EDITOR_MENU);
      await page.goto(appUrl('/email'));
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(errors).toEqual([]);
    }));

  it('bulk e-mail to the test group lists each recipient and arrives', () =>
    withPage(browser(), desktop, async (page, errors) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      await chooseMenuEntry(page, 'SEND EMAIL');
      await page.getByRole('heading', { level: 1, name: 'Send E-mail' }).waitFor();
      const form = page.getByRole('form', { name: 'Send e-mail' });
      await form.getByRole('radio', { name: /^Test group \(\d+\)$/ }).check();

      await form.getByRole('button', { name: 'Send e-mail' }).click();
      await form.getByText('Error: Subject is required').waitFor();
      await form.getByText('Error: Email content is required').waitFor();

      const subject = `Spring planting ${run}`;
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Content').fill('The oaks are leafing out. See you at the arboretum.');
      await form.getByRole('button', { name: 'Send e-mail' }).click();

      const recipients = page.getByRole('table', { name: 'Recipients' });
      await recipients.waitFor();
      const rows = (await recipients.getByRole('row').allTextContents()).slice(1);
      expect(rows).toContain(`${ADMIN.email}sent`);
      await page.getByText(/^Sent: [1-9]\d* · Failed: 0$/).waitFor();
      await toast(page, 'Email sent');
      await screenshot(page, 'email-results-1280');
      await waitForMail(ADMIN.email, new RegExp(`^Subject: ${subject}$`, 'm'));
      expect(errors).toEqual([]);
    }));
});

describe.each(VIEWPORTS)('account screens at $width px', (viewport: Viewport) => {
  it('/account and /account/users as the admin', () =>
    withPage(browser(), viewport, async (page, errors) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto(appUrl('/account'));
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      const change = page.getByRole('form', { name: 'Change password' });
      expect(await change.getByRole('button', { name: 'Change password' }).isDisabled()).toBe(true);
      await change.getByLabel(/^New password/).fill('short');
      await change.getByText('Passwords must have at least 9 characters').waitFor();
      await change.getByLabel(/^New password/).fill('');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `account-${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.goto(appUrl('/account/users'));
      await page.getByRole('table', { name: 'Users' }).getByText(MEMBER.email).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `account-users-${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
    }));
});
