import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

/** Debian's Chromium; browser downloads do not work on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The widths every journey is checked at: a laptop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/** Where the built app runs (scripts/e2e.sh starts it and sets E2E_BASE_URL). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error(
      'E2E_BASE_URL is not set. The browser journeys need a running, built app: run `bash scripts/e2e.sh` ' +
        '(it starts one), or start the app yourself and run `E2E_BASE_URL=http://127.0.0.1:4000 npm run test:e2e -w client`.',
    );
  }
  return url.replace(/\/+$/, '');
}

export function appUrl(path: string): string {
  return `${baseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * One Chromium for a journey file: checks the app URL and launches before the first journey, closes
 * after the last. Call at the top of the file; the returned function gives the browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    baseUrl(); // fails once, with instructions, when no app URL was given
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running (useBrowser() must be called at the top of the file)');
    return browser;
  };
}

export async function newContext(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  context.on('page', waitForHydrationOnLoad);
  return context;
}

const hydrating = new WeakSet<Page>();

/**
 * Makes the page's full loads (goto, reload) of an app page wait until React has hydrated it
 * (`<html data-hydrated>`, client/src/app/main.tsx): a server-rendered button clicked before that
 * does nothing, and on a loaded machine hydration can trail the load event by seconds.
 */
export function waitForHydrationOnLoad(page: Page): Page {
  if (hydrating.has(page)) return page;
  hydrating.add(page);
  const hydrated = async (response: Awaited<ReturnType<Page['goto']>>) => {
    const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
    if (html && response!.url().startsWith(baseUrl())) {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => hydrated(await goto(...args));
  page.reload = async (...args: Parameters<Page['reload']>) => hydrated(await reload(...args));
  return page;
}

/** Runs `journey` in a fresh browser context at `viewport`, closing it whatever happens. */
export async function withPage(
  browser: Browser,
  viewport: Viewport,
  journey: (page: Page, errors: string[]) => Promise<void>,
): Promise<void> {
  const context = await newContext(browser, viewport);
  try {
    const page = waitForHydrationOnLoad(await context.newPage());
    const errors = collectPageErrors(page);
    await journey(page, errors).catch(async (error: unknown) => {
      if (error instanceof Error) {
        // After the first line: a CI log shows a failure's first lines only (scripts/e2e-failure.js).
        const [first, ...rest] = error.message.split('\n');
        error.message = [first, await pageAtFailure(page, errors), ...rest].join('\n');
      }
      throw error;
    });
  } finally {
    await context.close();
  }
}

/**
 * What the page showed when a journey failed, for a CI log that keeps no screenshot: its address,
 * its open dialogs and menus (the start of their text), the page errors so far, and a screenshot
 * named after the time (client/e2e/screenshots/failed-*.png) for a run on one's own machine.
 */
async function pageAtFailure(page: Page, errors: string[]): Promise<string> {
  try {
    const shot = await screenshot(page, `failed-${Date.now()}`);
    const layers = await page.evaluate(() =>
      [...document.querySelectorAll('[role=dialog], [role=menu], [role=alertdialog]')].map(
        (element) =>
          `${element.getAttribute('role')}: ${(element as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 160)}`,
      ),
    );
    return [
      `page at failure: ${page.url()}`,
      `open dialogs and menus: ${layers.length ? layers.join(' | ') : 'none'}`,
      `page errors: ${errors.length ? errors.join(' | ').slice(0, 400) : 'none'}`,
      `screenshot: ${shot}`,
    ].join('\n');
  } catch (reason) {
    return `page at failure: not readable (${String(reason).slice(0, 120)})`;
  }
}

const screenshotsDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** Full-page screenshot into client/e2e/screenshots/ (gitignored), for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotsDir, { recursive: true });
  const path = `${screenshotsDir}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Collects what the visitor's console would show as errors: uncaught exceptions and console.error.
 * A tree photo the CDN does not have is not an error (the default drawing replaces it).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    if (message.text().startsWith('Failed to load resource') && /\/photos\//.test(url)) return;
    errors.push(`console.error: ${message.text()} ${url}`.trim());
  });
  return errors;
}

/** The JSON body of the page's next GraphQL answer for `operationName`. */
export function graphqlAnswer<T>(page: Page, operationName: string): Promise<T> {
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

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

type NewAccount = { email: string; role: 'user' | 'editor' | 'admin'; firstName: string; lastName: string };

/**
 * `npm run user:create` on the running app's database (E2E_DATA_DIR, set by scripts/e2e.sh);
 * answers the one-time password link it prints.
 */
export function createAccountLink({ email, role, firstName, lastName }: NewAccount): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys with `bash scripts/e2e.sh`.');
  const result = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'user:create',
      '--',
      '--email',
      email,
      '--role',
      role,
      '--first-name',
      firstName,
      '--last-name',
      lastName,
      '--test-group',
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: baseUrl(), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 90_000,
    },
  );
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(result.stdout ?? '')?.[0];
  if (result.status !== 0 || !link) {
    throw new Error(`user:create failed (${result.status}): ${result.stdout}\n${result.stderr}`);
  }
  return link;
}

/** An account with a password, ready to log in: user:create, then the link's password step over the API. */
export async function createAccount(account: NewAccount, password: string): Promise<void> {
  const token = new URL(createAccountLink(account)).searchParams.get('token');
  const send = () =>
    fetch(appUrl('/api/users/change-password'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ new_password: password, confirm_password: password }),
    });
  // user:create blocks this process for seconds; a kept-alive socket the app closed meanwhile fails
  // before the request is sent ("other side closed"): send it once more on a new socket.
  const response = await send().catch(send);
  const answer = (await response.json()) as { message?: string };
  if (answer.message !== 'Changed')
    throw new Error(`setting the password of ${account.email} failed: ${JSON.stringify(answer)}`);
}

/** Waits for a toast (or any text) to show. */
export async function toast(page: Page, text: string | RegExp) {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor();
}

/** Logs in through the dialog (#auth_modal on the current page). */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto(appUrl('/appraisals#auth_modal'));
  const dialog = page.getByRole('dialog', { name: 'Log in to SelecTree' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await toast(page, 'Successfully Logged In!');
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * axe-core on the page as it is now (WCAG 2.0/2.1 A and AA rules): the serious and critical
 * violations, one line each (rule, count, first element), so a failing expectation says what to fix.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // A dialog or menu still fading in reads as low contrast: let the finite transitions and animations
  // that are running end first (at most 2 s; spinners run for ever and are not waited for).
  // Two frames first: a transition that was asked for in this frame has started by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}: ${v.nodes[0]?.target.join(' ')}`);
}

/** Logs in over the REST API and answers the session's bearer token. */
export async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(appUrl('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const answer = (await response.json()) as { token?: string; message?: string };
  if (!answer.token) throw new Error(`logging in ${email} failed: ${JSON.stringify(answer)}`);
  return answer.token;
}

/**
 * Adds JPEG photos to a tree the way the editor's photo manager does, over the REST API: a signed
 * upload grant, the PUT of the bytes, then create (checked, re-encoded, stored). Needs an editor's token.
 */
export async function addTreePhotos(token: string, treeId: number, jpegs: Buffer[]): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  for (const [i, jpeg] of jpegs.entries()) {
    const query = new URLSearchParams({ treeId: String(treeId), fileName: `e2e-${i + 1}.jpg`, fileType: 'image/jpeg' });
    const grant = await fetch(appUrl(`/api/photo/getSignedS3?${query}`), { headers: auth });
    const answer = (await grant.json()) as { data?: { signedRequestUrl: string; photoLink: string } };
    const data = answer.data;
    if (!data) throw new Error(`photo upload grant refused: ${grant.status} ${JSON.stringify(answer)}`);
    const put = await fetch(new URL(data.signedRequestUrl, appUrl('/')), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpeg),
    });
    if (!put.ok) throw new Error(`photo upload PUT failed: ${put.status} ${await put.text()}`);
    const created = await fetch(appUrl('/api/photo/create'), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ treeId, photoLink: data.photoLink, fileType: 'image/jpeg', credits: `E2E ${i + 1}` }),
    });
    if (created.status !== 201) throw new Error(`photo create failed: ${created.status} ${await created.text()}`);
  }
}

/**
 * Real, openly licensed photos (../shared/data/photos, whose journeys run only where that folder
 * is) in place of generated images: the JPEG bytes of the named files of that folder.
 */
export function realPhotos(...files: string[]): Buffer[] {
  const folder = fileURLToPath(new URL('../../../shared/data/photos/', import.meta.url));
  return files.map((file) => readFileSync(`${folder}${file}`));
}

/** The first two trees a visitor finds by "oak". */
export async function twoOaks(): Promise<[number, number]> {
  const answer = await fetch(
    appUrl('/api/tree/search-by-name-multiresult?searchTerm=oak&activePage=1&resultsPerPage=30'),
  );
  const ids = ((await answer.json()) as { pageResults: { tree_id: number }[] }).pageResults.map((card) => card.tree_id);
  if (ids.length < 2) throw new Error(`the catalogue has fewer than two oaks: ${JSON.stringify(ids)}`);
  return [ids[0], ids[1]];
}
