import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  appUrl,
  collectPageErrors,
  screenshot,
  useBrowser,
  VIEWPORTS,
  waitForHydrationOnLoad,
  type Viewport,
} from './helpers';
import { outboxMessages, sameOrigin } from './outbox';

/*
 * SelecTree in Spanish (issue 28), against the built app (scripts/e2e.sh, demo catalogue), at 390
 * and 1280 px: a first visit whose browser asks for Spanish (Accept-Language es-MX) gets the home
 * page in Spanish (`<html lang="es">`); a typed name's results ("N árboles encontrados"), a tree
 * (its English description under "Descripción disponible en inglés"), the glossary, sign-up and the
 * verification e-mail, written in Spanish to the development outbox, whose link verifies the
 * account. axe finds no serious or critical violation on the Spanish pages. The pseudo-locale
 * (?lang=en-XA: every string about 40% longer) leaves nothing wider than a 390 px screen.
 */

const OAK = 900001;
const run = Date.now().toString(36);
const dataDir = process.env.E2E_DATA_DIR ?? '';
const browser = useBrowser();

/** A fresh context whose browser prefers Spanish, as a phone set to Spanish (Mexico) does. */
async function spanishPage(viewport: Viewport): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const context = await (browser() as Browser).newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'es-MX',
  });
  const page = waitForHydrationOnLoad(await context.newPage());
  return { page, close: () => context.close(), errors: collectPageErrors(page) };
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The first e-mail to `to` in the development outbox (quoted-printable undone; ASCII is what is read here). */
async function waitForMailTo(to: string): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const [mail] = outboxMessages(to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} in ${dataDir}/outbox`);
}

describe.each(VIEWPORTS)('SelecTree in Spanish at $width px', (viewport: Viewport) => {
  it("home → a typed name's results → a tree → the glossary → sign up → the Spanish e-mail → verified; axe clean", async () => {
    if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys with `bash scripts/e2e.sh`.');
    const { page, close, errors } = await spanishPage(viewport);
    const problems: string[] = [];
    try {
      await page.goto(appUrl('/'));
      await page
        .getByRole('heading', { level: 1, name: 'Encuentre el árbol adecuado para el lugar adecuado' })
        .waitFor();
      expect(await htmlLang(page)).toBe('es');
      problems.push(...(await accessibilityProblems(page)));
      await screenshot(page, `es-home-${viewport.width}`);

      const box = page.getByRole('combobox', { name: 'Buscar árboles por nombre' });
      await box.fill('oak');
      await box.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Resultados para «oak»' }).waitFor();
      await page.getByText(/^\d+ árbol(es)? encontrados?$/).waitFor();
      problems.push(...(await accessibilityProblems(page)));
      await screenshot(page, `es-results-${viewport.width}`);

      await page.goto(appUrl(`/tree-detail/${OAK}`));
      await page.getByRole('heading', { level: 1, name: 'Quercus agrifolia' }).waitFor();
      expect(await htmlLang(page)).toBe('es');
      await page.getByText('Descripción disponible en inglés').first().waitFor();
      expect(await page.locator('[lang="en"]').count()).toBeGreaterThan(0);
      problems.push(...(await accessibilityProblems(page)));
      await screenshot(page, `es-detail-${viewport.width}`);

      await page.goto(appUrl('/tree-characteristics-glossary'));
      await page.getByRole('heading', { level: 1, name: 'Glosario de características de los árboles' }).waitFor();
      await page.getByRole('heading', { level: 3 }).first().waitFor();
      problems.push(...(await accessibilityProblems(page)));

      // Sign up in Spanish: the account takes the page's language, so its e-mail is in Spanish.
      const email = `lucia-${viewport.width}-${run}@e2e.example.org`;
      await page.goto(appUrl('/#auth_modal'));
      await page
        .getByRole('dialog', { name: 'Iniciar sesión en SelecTree' })
        .getByRole('button', { name: 'Crear una cuenta' })
        .click();
      const signup = page.getByRole('dialog', { name: 'Crear una cuenta de SelecTree' });
      await signup.getByLabel(/^Nombre/).fill('Lucía');
      await signup.getByLabel(/^Apellido/).fill('Encina');
      await signup.getByLabel(/^Correo electrónico/).fill(email);
      problems.push(...(await accessibilityProblems(page)));
      await signup.getByRole('button', { name: 'Registrarse' }).click();
      await signup
        .getByText('Se envió un correo electrónico para verificar y activar su cuenta. Caducará en 5 minutos', {
          exact: true,
        })
        .waitFor();

      const mail = await waitForMailTo(email);
      expect(mail).toMatch(/^Subject: Verifique su cuenta de SelecTree/m);
      expect(mail).toMatch(/El enlace caduca en 5\s+minutos/);
      const [link] = /https?:\/\/\S+\/verify-account\?token=[\w-]+/.exec(mail)!;
      await page.goto(sameOrigin(link));
      const verify = page.getByRole('button', { name: 'Verificar cuenta' });
      await verify.waitFor();
      await page.getByRole('checkbox', { name: /He leído y acepto el Acuerdo de usuario de SelecTree/ }).check();
      await verify.click();
      await page.waitForURL(/\/reset-password\?token=/);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});

describe('the pseudo-locale (every string about 40% longer) at 390 px', () => {
  const PAGES = [
    '/?lang=en-XA',
    '/search-results?lang=en-XA#searchTerm=oak&activePage=1&resultsPerPage=30&sort=1',
    `/tree-detail/${OAK}?lang=en-XA`,
    '/tree-characteristics-glossary?lang=en-XA',
  ];

  it('leaves no page wider than the screen, and marks the page lang="en-XA"', async () => {
    const mobile = VIEWPORTS.find((viewport) => viewport.name === 'mobile')!;
    const context = await browser().newContext({ viewport: { width: mobile.width, height: mobile.height } });
    try {
      const page = waitForHydrationOnLoad(await context.newPage());
      const wide: string[] = [];
      for (const path of PAGES) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await htmlLang(page)).toBe('en-XA');
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const offenders = [...document.querySelectorAll('body *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== 'fixed';
            })
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`);
          return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
        });
        if (overflow.scrollWidth > overflow.width || overflow.offenders.length) {
          wide.push(`${path}: ${overflow.scrollWidth} > ${overflow.width} (${overflow.offenders.join(', ')})`);
        }
        await screenshot(page, `pseudo-${path.split('?')[0].replace(/\W+/g, '-') || 'home'}-390`);
      }
      expect(wide).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
