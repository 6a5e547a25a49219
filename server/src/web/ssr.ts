import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { execute, parse, validate, type ExecutionResult } from 'graphql';
import {
  chooseLocale,
  chooseUnits,
  localeVary,
  LOCALE_PARAM,
  LOCALES,
  UNITS_PARAM,
  type Locale,
  type Units,
} from '@selectree/rules';
import { appRuntime, buildRequestContext, type AppDeps } from '../context';
import { getSchema } from '../graphql/schema';
import { logger } from '../logger';
import { loadEntryAfterPaint } from './entry-loader';
import { FIRST_PAINT_PATH, FirstPaintCache, firstPaintScriptFor, sendFirstPaint } from './first-paint';
import { CLIENT_DIST_DIR } from '../paths';
import { screenSheetsHref } from './screen-sheets';

/**
 * Server-side rendering of the public pages (docs/performance.md, 'every public page': the first page's LCP must not wait for
 * the JavaScript). A page navigation to a public route is answered with the app's index.html whose
 * #root holds the anonymous view rendered by the client's own code (client/src/app/entry-server.tsx,
 * built into client/dist/.ssr), its GraphQL run in-process against this server's schema, and the
 * state the browser hydrates from. Anything else falls through to the plain app shell
 * (static-client.ts): a signed-in visitor (the client's hint cookie), a restricted screen, a renderer
 * that is not built, fails, or takes too long. Never a 500 because rendering failed.
 */

type GraphQLRequest = { query: string; variables: Record<string, unknown>; operationName?: string };
type RenderResult =
  | { kind: 'page'; status: number; html: string; state: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; reason: string };

/** What client/dist/.ssr/entry-server.cjs exports. */
export interface Renderer {
  render(
    url: string,
    execute: (request: GraphQLRequest) => Promise<ExecutionResult>,
    signal?: AbortSignal,
    locale?: Locale,
    units?: Units,
  ): Promise<RenderResult>;
  /** The results screen for a results page's address (web/first-paint.ts); absent from an older build. */
  renderFirstPaint?(
    at: string,
    storedRegion: string,
    execute: (request: GraphQLRequest) => Promise<ExecutionResult>,
    signal?: AbortSignal,
    locale?: Locale,
    units?: Units,
  ): Promise<{ html: string } | null>;
  SIGNED_IN_COOKIE: string;
  SSR_STATE_ID: string;
}

export interface SsrOptions {
  /** The built client (index.html is the page template). */
  distDir?: string;
  /** The renderer; by default the built one in `<distDir>/.ssr`. */
  renderer?: () => Renderer;
  /** A page not rendered by then is sent as the plain shell. */
  timeoutMs?: number;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** Reads a file again only when it changed on disk (a rebuild replaces the client). */
function whenChanged<T>(file: string, load: (file: string) => T): () => T {
  let loaded: { mtimeMs: number; value: T } | undefined;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, value: load(file) };
    return loaded.value;
  };
}

/** Node's own require (the renderer is CommonJS built beside the client, outside this program). */
const load = createRequire(__filename);

function requireFresh(file: string): Renderer {
  // The bundle's chunks sit beside it: forget them all, so a rebuild is loaded whole.
  const dir = path.dirname(file);
  for (const cached of Object.keys(load.cache)) if (cached.startsWith(dir + path.sep)) delete load.cache[cached];
  return load(file) as Renderer;
}

function hasCookie(req: Request, name: string): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${name}=1`));
}

/** Runs the page's operations against this server's schema, as an anonymous visitor of this request. */
function executorFor(deps: AppDeps, req: Request) {
  const schema = getSchema();
  const contextValue = buildRequestContext(deps, req);
  return async ({ query, variables, operationName }: GraphQLRequest): Promise<ExecutionResult> => {
    const document = parse(query);
    const errors = validate(schema, document);
    if (errors.length) return { errors };
    return execute({ schema, document, variableValues: variables, operationName, contextValue });
  };
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The chunks of the rendered screens and the chunks they import (statically), each once, in order. */
function chunksOf(manifest: Manifest, modules: string[]): Manifest[string][] {
  const chunks: Manifest[string][] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunks.push(chunk);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return chunks;
}

/**
 * The stylesheets of the rendered screens' chunks and of the chunks they import (client/dist/.vite/
 * manifest.json): the browser would only fetch them with the screen's code, after the first paint,
 * and the server-rendered page would shift as they arrive.
 */
export function stylesheetsOf(manifest: Manifest, modules: string[]): string[] {
  return [...new Set(chunksOf(manifest, modules).flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`);
}

/** The tags React writes ahead of the markup (preloads, the page's <title>): they belong in the head. */
const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)/;

/** The page's preloads as a `Link` header (preloadLinks), when it has any. */
function sendPreloads(res: Response, html: string): void {
  const links = preloadLinks(html);
  if (links.length) res.setHeader('Link', links.join(', '));
}

/** The HTML entities React writes in attribute values. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** The attributes of a `<link>` a Link header can carry, by their names in the header. */
const LINK_PARAMS = ['as', 'fetchpriority', 'imagesrcset', 'imagesizes', 'type', 'crossorigin'] as const;

/**
 * The page's preloads React wrote ahead of the markup (the first photo), as `Link` header values
 * (RFC 8288; the HTML standard's `Link: <url>; rel=preload` with the same parameters as the tag).
 * The browser starts them when the response's headers arrive, before it has parsed the head; in the
 * head they wait for the parser, which on a slow phone is busy with the page's first bytes for a
 * while (docs/performance.md, "The first photo from the response's headers"). A tag with anything
 * but printable ASCII in a value is left to the head alone, never put in a header.
 */
export function preloadLinks(html: string): string[] {
  const links: string[] = [];
  let rest = html;
  for (let tag = HOISTED.exec(rest)?.[0]; tag; tag = HOISTED.exec(rest)?.[0]) {
    rest = rest.slice(tag.length);
    if (!tag.startsWith('<link ')) continue;
    const attributes = new Map<string, string>();
    for (const [, name, value] of tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g))
      attributes.set(
        name.toLowerCase(),
        value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]),
      );
    if (attributes.get('rel') !== 'preload') continue;
    const srcset = attributes.get('imagesrcset');
    // With a srcset the browser picks the candidate; the first one is the URL for a browser that cannot.
    const href = attributes.get('href') ?? srcset?.trim().split(/\s+/)[0];
    if (!href) continue;
    const params = LINK_PARAMS.filter((name) => attributes.has(name)).map(
      (name) => `; ${name}="${attributes.get(name)!.replace(/["\\]/g, '\\$&')}"`,
    );
    const link = `<${href}>; rel=preload${params.join('')}`;
    if (/^[\x20-\x7e]*$/.test(link) && !/[<>]/.test(href)) links.push(link);
  }
  return links;
}

/** `url` (path and query) on the public site in `locale` (`?lang=`, other parameters kept), or without `?lang=`. */
export function localeUrl(publicUrl: string, url: string, locale: Locale | null): string {
  const target = new URL(url, 'http://selectree.local');
  target.searchParams.delete(LOCALE_PARAM);
  if (locale) target.searchParams.set(LOCALE_PARAM, locale);
  return `${publicUrl}${target.pathname}${target.search}`;
}

/**
 * The template in `locale`: `<html lang>`, and the page's alternates in each language (`?lang=en`,
 * `?lang=es`) and x-default (the URL without `?lang=`: chosen by cookie or Accept-Language).
 */
export function localizeTemplate(template: string, locale: Locale, publicUrl: string, url: string): string {
  const href = (target: Locale | null) => localeUrl(publicUrl, url, target).replace(/&/g, '&amp;');
  const links = [
    ...LOCALES.map((target) => `<link rel="alternate" hreflang="${target}" href="${href(target)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(null)}">`,
  ];
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
    .replace('</head>', () => `${links.join('')}</head>`);
}

/**
 * A sheet the page's one screens' sheet holds (screen-sheets.ts), named for Vite's module loader,
 * which adds a screen's sheets with its code unless the page links them: `disabled`, so the browser
 * neither fetches nor applies it. Without it each sheet came again after the scripts, and the whole
 * page was restyled and laid out anew (issue 24: ~100 ms of main thread on the results page,
 * unthrottled).
 */
const heldSheetTag = (href: string) => `<link rel="stylesheet" href="${href}" disabled data-ssr-inlined>`;

/**
 * The head tags of the screens' stylesheets (`sheets`, in cascade order): one sheet holding them
 * all (screen-sheets.ts), and each by name for Vite's loader; or, should one of them not fit that
 * sheet's address, each linked as it is.
 */
export function screenSheetTags(sheets: readonly string[]): string[] {
  if (!sheets.length) return [];
  const combined = screenSheetsHref(sheets);
  if (!combined) return sheets.map((href) => `<link rel="stylesheet" href="${href}">`);
  return [...sheets.map(heldSheetTag), `<link rel="stylesheet" href="${combined}" data-ssr-screens>`];
}

/** The app's own stylesheet in the template (Vite's link of the entry's CSS), with the white space after it. */
const APP_SHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w-]+\.css)">\s*/;

/** The template with the rendered markup in #root, its head tags in the head, and the hydration state. */
export function fillTemplate(
  template: string,
  html: string,
  state: string,
  stateId: string,
  sheets: readonly string[] = [],
): string {
  let body = html;
  let title: string | undefined;
  // No <link rel="modulepreload"> for the screens' scripts: with a dozen of them in the head, the
  // stylesheet and the page's first image waited behind them on a slow link (six connections per
  // host), and the already rendered page painted late (docs/performance.md, "The first paint before
  // the scripts"). The entry's loader (entry-loader.ts, in the template) fetches them after the
  // first paint.
  const head: string[] = [];
  for (let tag = HOISTED.exec(body)?.[0]; tag; tag = HOISTED.exec(body)?.[0]) {
    body = body.slice(tag.length);
    if (tag.startsWith('<title>')) title = tag;
    else head.push(tag);
  }
  // The app's and the screens' styles, one render-blocking sheet: after React's tags, so the
  // parser meets the preloads (the first photo) first.
  const appSheet = sheets.length ? APP_SHEET.exec(template) : null;
  head.push(...screenSheetTags(appSheet ? [appSheet[1], ...sheets] : sheets));
  let page = appSheet ? template.replace(appSheet[0], '') : template;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => title);
  page = page.replace('</head>', () => `${head.join('')}</head>`);
  // The results page's first paint (first-paint.ts) asks as soon as it is parsed: ahead of the
  // stylesheet, after the charset (which must come in the first 1,024 bytes).
  const firstPaint = firstPaintScriptFor(body);
  if (firstPaint) page = page.replace(CHARSET.test(page) ? CHARSET : '<head>', (tag) => `${tag}${firstPaint}`);
  return page.replace(
    ROOT_ELEMENT,
    () => `<div id="root">${body}</div><script type="application/json" id="${stateId}">${state}</script>`,
  );
}

/** What a rendered page adds to the template: its screens' stylesheets, but those the template already names. */
function pageAssets(template: () => string, manifest: () => Manifest) {
  const sheetsOf = (modules: string[]): string[] => {
    const page = template();
    return stylesheetsOf(manifest(), modules).filter((href) => !page.includes(`href="${href}"`));
  };
  /** The rendered page in `page` (the template in its language): its markup, state and stylesheets. */
  const pageHtml = (page: string, result: Extract<RenderResult, { kind: 'page' }>, stateId: string) =>
    fillTemplate(page, result.html, result.state, stateId, sheetsOf(result.modules));
  return { pageHtml };
}

/** The page's language (docs/i18n.md): ?lang=, the cookie, Accept-Language, English. */
/**
 * The units of length the page is rendered in (`?units=`, then the selectree-units cookie), and
 * the request headers that chose them (none for a `?units=` link; else the cookie).
 */
function unitsOf(req: Request): { units: Units; vary: string[] } {
  const search = new URL(req.originalUrl, 'http://selectree.local').search;
  const units = chooseUnits({ search, cookie: req.headers.cookie });
  return { units, vary: new URLSearchParams(search).has(UNITS_PARAM) ? [] : ['Cookie'] };
}

function languageOf(req: Request) {
  return chooseLocale({
    search: new URL(req.originalUrl, 'http://selectree.local').search,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
}

/** The client build's manifest (client/dist/.vite/manifest.json), read again when it changes; empty without one. */
function manifestOf(distDir: string): () => Manifest {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(manifestFile)
    ? whenChanged(manifestFile, (file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest)
    : () => ({});
}

/** GET FIRST_PAINT_PATH: the results screen for a results page's address (web/first-paint.ts), or 204. */
function firstPaintHandler(deps: AppDeps, renderer: () => Renderer, timeoutMs: number): RequestHandler {
  const cache = new FirstPaintCache();
  return (req, res) => {
    let ssr: Renderer | undefined;
    try {
      ssr = renderer();
    } catch (error) {
      logger.warn({ err: error }, 'server rendering unavailable: no first paint');
    }
    const renderFirstPaint = ssr?.renderFirstPaint;
    const [language, units] = [languageOf(req), unitsOf(req)];
    const runtime = appRuntime(deps);
    const tag = { version: runtime.catalogue.current(), renderer: ssr };
    sendFirstPaint(req, res, {
      render: (at, storedRegion, signal) =>
        renderFirstPaint
          ? cache.get(tag, JSON.stringify([at, storedRegion, language.locale, units.units]), () => {
              // A search, as the app's own would be: it spends the address's anonymous budget (over it: 204).
              runtime.anonymous.spend(req.ip ?? 'unknown', +runtime.clock());
              return renderFirstPaint(at, storedRegion, executorFor(deps, req), signal, language.locale, units.units);
            })
          : Promise.resolve(null),
      signedIn: !ssr || hasCookie(req, ssr.SIGNED_IN_COOKIE),
      vary: [...localeVary(language), ...units.vary],
      timeoutMs,
    });
  };
}

export function ssrPages(deps: AppDeps, options: SsrOptions = {}): RequestHandler {
  const distDir = options.distDir ?? CLIENT_DIST_DIR;
  const timeoutMs = options.timeoutMs ?? 3000;
  const templateFile = path.join(distDir, 'index.html');
  const bundle = path.join(distDir, '.ssr', 'entry-server.cjs');
  if (!options.renderer && !fs.existsSync(bundle)) {
    logger.warn({ bundle }, 'no server renderer (npm run build): pages are sent as the plain app shell');
    return (_req, _res, next) => next();
  }
  const renderer = options.renderer ?? whenChanged(bundle, requireFresh);
  // The template once per build, its entry script moved to the loader at the end (entry-loader.ts).
  const template = whenChanged(templateFile, (file) => loadEntryAfterPaint(fs.readFileSync(file, 'utf8')));
  const { pageHtml } = pageAssets(template, manifestOf(distDir));
  const firstPaint = firstPaintHandler(deps, renderer, timeoutMs);

  return (req, res, next) => {
    if (req.path === FIRST_PAINT_PATH && (req.method === 'GET' || req.method === 'HEAD'))
      return firstPaint(req, res, next);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path.extname(req.path) || !req.accepts('html'))
      return next();
    let ssr: Renderer;
    try {
      ssr = renderer();
      if (hasCookie(req, ssr.SIGNED_IN_COOKIE) || !template().includes(ROOT_ELEMENT)) return next();
    } catch (error) {
      logger.warn({ err: error }, 'server rendering unavailable: sending the app shell');
      return next();
    }
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`not rendered within ${timeoutMs} ms`)), timeoutMs);
    const aborted = new Promise<never>((_resolve, reject) =>
      abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error), { once: true }),
    );
    const [language, units] = [languageOf(req), unitsOf(req)];
    const rendered = Promise.resolve().then(() =>
      ssr.render(req.originalUrl, executorFor(deps, req), abort.signal, language.locale, units.units),
    );
    Promise.race([rendered, aborted])
      .then((result) => {
        if (result.kind === 'shell') {
          req.log?.debug({ reason: result.reason }, 'page not server-rendered');
          return next();
        }
        // The page is the catalogue as of now, and the anonymous view: never reused.
        res.setHeader('Cache-Control', 'private, no-cache');
        if (result.kind === 'redirect') return res.redirect(result.status, result.location);
        for (const field of new Set([...localeVary(language), ...units.vary])) res.vary(field);
        const page = localizeTemplate(template(), language.locale, deps.config.publicUrl, req.originalUrl);
        sendPreloads(res, result.html);
        res
          .status(result.status)
          .type('html')
          .send(pageHtml(page, result, ssr.SSR_STATE_ID));
      })
      .catch((error: unknown) => {
        req.log?.warn({ err: error }, 'server rendering failed: sending the app shell');
        if (!res.headersSent) next();
      })
      .finally(() => clearTimeout(timer));
  };
}
