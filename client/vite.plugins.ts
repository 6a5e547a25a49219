import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AtRule, Plugin as PostcssPlugin, Root } from 'postcss';
import type { Plugin } from 'vite';
import { ROUTE_PATTERNS } from './src/config/paths.ts';
import { compileCatalogue } from './src/i18n/compile.ts';

const gzip = (data: Buffer) => gzipSync(data, { level: 9 });
const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The module aliases of both builds (the browser's and the server renderer's):
 * - `@`: client/src; `@selectree/rules`: the catalogue rules shared with the server, bundled from
 *   their TypeScript source;
 * - React Router's production build. Its package.json points every import at dist/development,
 *   whose only difference is `ENABLE_DEV_WARNINGS = true`: development warnings shipped and run in
 *   production (remix-run/react-router#14102, open). Both of its entries are aliased, so that the
 *   router and its DOM half share one copy of its contexts.
 */
export function sharedAliases(): { find: string | RegExp; replacement: string }[] {
  const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const router = (file: string) => join(routerDir, 'dist/production', file);
  return [
    { find: '@', replacement: fromHere('./src') },
    { find: '@selectree/rules', replacement: fromHere('../packages/rules/src/index.ts') },
    { find: /^react-router$/, replacement: router('index.mjs') },
    { find: /^react-router\/dom$/, replacement: router('dom-export.mjs') },
  ];
}

/**
 * Writes `name.br` and `name.gz` beside every hashed JS/CSS/SVG asset, so the server can send
 * precompressed files (Content-Encoding negotiated from Accept-Encoding) without compressing
 * on each request.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'selectree:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assetsDir = join(outDir, 'assets');
      for (const name of readdirSync(assetsDir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const data = readFileSync(join(assetsDir, name));
        if (data.length < 1024) continue;
        writeFileSync(join(assetsDir, `${name}.br`), brotli(data));
        writeFileSync(join(assetsDir, `${name}.gz`), gzip(data));
      }
    },
  };
}

/**
 * Prints the JavaScript the home page needs before its first paint: the entry chunk, the home
 * route's chunk, and every chunk they import statically. Lazy chunks the page also loads (menus,
 * the name box) are not in it; the smoke journey measures everything against the 170 kB budget of
 * docs/performance.md.
 */
export function firstPageReport(routeModule = '/src/app/routes/home.tsx'): Plugin {
  let report = '';
  return {
    name: 'selectree:first-page-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      // The GraphQL explorer is a separate page (explorer.html) that visitors never load.
      const isAppEntry = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry && chunk.name !== 'explorer';
      const roots = chunks.filter((chunk) => isAppEntry(chunk) || chunk.facadeModuleId?.endsWith(routeModule));
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      roots.forEach((chunk) => visit(chunk.fileName));

      let raw = 0;
      let gz = 0;
      let br = 0;
      for (const fileName of files) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        const data = Buffer.from(chunk.code);
        raw += data.length;
        gz += gzip(data).length;
        br += brotli(data).length;
      }
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      report =
        `first page JS before first paint (entry + home route, static imports, ${files.size} files): ` +
        `${kB(raw)} raw, ${kB(gz)} gzip, ${kB(br)} brotli (docs/performance.md: the 170 kB budget applies to all the page loads: see e2e/smoke.e2e.ts)`;
    },
    closeBundle() {
      if (report) console.log(`\n${report}`);
    },
  };
}

const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's ScrollArea imports `useMergeRefs` from @floating-ui/react, which made every page with
 * a Table, a Modal or a Select fetch the whole positioning engine (two chunks, ~15 kB as sent);
 * this import alone is resolved to the same function copied into src/lib/merge-refs.ts.
 */
export function scrollAreaRefs(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'selectree:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return shim;
      return null;
    },
  };
}

/** Writes dist/routes.json: the route patterns of src/config/paths.ts, for the server's 404s. */
export function routeTable(): Plugin {
  return {
    name: 'selectree:route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(ROUTE_PATTERNS, null, 2)}\n` });
    },
  };
}

/**
 * The catalogues' module ids (docs/i18n.md): `virtual:icu-messages/<namespace>` registers a
 * namespace (its English messages, bundled with the module that imports it, and a loader per other
 * locale); `virtual:icu-messages/<locale>/<namespace>` is one locale's messages of it (`en-XA`, the
 * pseudo-locale, is made from `en`), a chunk of its own when imported lazily.
 */
export const ICU_MESSAGES = 'virtual:icu-messages/';

/** The locales of a namespace directory: English, each other `<locale>.json` there, and the pseudo-locale. */
function localesIn(dir: string): string[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'en.json');
  return [...files.map((name) => name.slice(0, -'.json'.length)), 'en-XA'];
}

/**
 * The message catalogues (src/i18n/catalogues/<namespace>/<locale>.json, ICU messages), parsed here
 * at build time: `virtual:icu-messages/<locale>/<namespace>` exports the namespace's messages
 * compiled by src/i18n/compile.ts (plain strings, and parsed trees for messages with arguments), so
 * the browser gets no ICU parser (src/i18n/format.ts formats the trees).
 * `virtual:icu-messages/<namespace>` registers the namespace with src/i18n/registry.ts: English
 * imported statically (it rides with the code that imports the namespace: the entry for `shell`, a
 * screen's chunk for the others), every other locale as a lazy import (a chunk of its own).
 */
export function icuMessages(dir = fileURLToPath(new URL('./src/i18n/catalogues/', import.meta.url))): Plugin {
  const prefix = `\0${ICU_MESSAGES}`;
  const registry = fileURLToPath(new URL('./src/i18n/registry.ts', import.meta.url));
  return {
    name: 'selectree:icu-messages',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith(ICU_MESSAGES)) return null;
      // A locale's messages end in a name of their own: their chunk is `messages-es-results-<hash>.js`.
      const [locale, namespace] = source.slice(ICU_MESSAGES.length).split('/');
      return `\0${source}${namespace ? `/messages-${locale}-${namespace}` : ''}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const parts = id.slice(prefix.length).split('/').slice(0, 2);
      if (parts.length === 1) {
        const namespace = parts[0]!;
        const loaders = localesIn(join(dir, namespace)).map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${ICU_MESSAGES}${locale}/${namespace}`)})`,
        );
        return [
          `import { registerNamespace } from ${JSON.stringify(registry)};`,
          `import en from ${JSON.stringify(`${ICU_MESSAGES}en/${namespace}`)};`,
          `registerNamespace(${JSON.stringify(namespace)}, en, { ${loaders.join(', ')} });`,
          '',
        ].join('\n');
      }
      const [locale, namespace] = parts as [string, string];
      const pseudo = locale === 'en-XA';
      const file = join(dir, namespace, `${pseudo ? 'en' : locale}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(compileCatalogue(messages, pseudo))};\n`;
    },
  };
}

/** A selector that applies only under Mantine's dark colour scheme (`[data-mantine-color-scheme=dark]`, any quotes). */
const DARK_SCHEME = /\[data-mantine-color-scheme=(["']?)dark\1\]/;

/**
 * Mantine's rules for its dark colour scheme, left out of every stylesheet the builds make (both
 * configs: the class names of CSS modules are hashed from their sheets). The app forces the light
 * scheme (src/app/theme.ts MANTINE_PROVIDER_PROPS.forceColorScheme; `<html
 * data-mantine-color-scheme="light">` in index.html), so no such rule ever applies: they were ~1 kB
 * as brotli of the sheet a server-rendered page links (server/src/web/screen-sheets.ts), which must
 * fit a slow link's first round trip with its headers (docs/performance.md). A selector list loses
 * only its dark selectors; a rule left with none goes, and an at-rule (a layer, a media query) left
 * empty goes with it. vite.plugins.test.ts holds the plugin and the forced scheme together.
 */
export function lightSchemeOnly(): PostcssPlugin {
  const removeEmpty = (parent: Root | AtRule | undefined) => {
    for (let node = parent; node?.type === 'atrule' && !node.nodes?.length;) {
      const up = node.parent as Root | AtRule | undefined;
      node.remove();
      node = up;
    }
  };
  return {
    postcssPlugin: 'selectree-light-scheme-only',
    Rule(rule) {
      if (!DARK_SCHEME.test(rule.selector)) return;
      const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
      if (kept.length) {
        rule.selectors = kept;
        return;
      }
      const parent = rule.parent as Root | AtRule | undefined;
      rule.remove();
      removeEmpty(parent);
    },
  };
}
