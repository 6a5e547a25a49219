import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  firstPageReport,
  icuMessages,
  lightSchemeOnly,
  precompressAssets,
  routeTable,
  scrollAreaRefs,
  sharedAliases,
} from './vite.plugins.ts';

// The API server (GraphQL + the legacy REST facade) runs on port 4000 in development.
const apiServer = process.env.SELECTREE_API_URL ?? 'http://localhost:4000';
const proxy = {
  '/graphql': apiServer,
  '/api': apiServer,
};

const SHELL_MODULES = new RegExp(
  [
    String.raw`@mantine[\\/]core[\\/].*[\\/](Box|Loader|Text|UnstyledButton|Button|Group|Title|Stack|Skeleton|Card|Paper|Anchor)[\\/]`,
    String.raw`@mantine[\\/]core[\\/].*create-safe-context`,
    String.raw`src[\\/]config[\\/]paths\.ts$`,
    // deferred-input: the home page's name search and the site page's tree box hand over through it.
    String.raw`src[\\/]lib[\\/](logger|session-store|photo-url|deferred-input)\.ts$`,
    // The home's featured tree photo; the other screens' TreeImage (tree-image.tsx, with its lazy "Photo not
    // available offline") is left to the automatic splitting, out of the first page.
    String.raw`src[\\/]components[\\/]ui[\\/](page-title|plain-tree-image)\.tsx$`,
    // The locales and their names (@selectree/rules): the entry and the app shell's language chooser share them.
    String.raw`packages[\\/]rules[\\/]src[\\/]locale\.ts$`,
    // The translator (the context, the registry of messages, the ICU formatter): every screen's code
    // imports it; left to the splitting it became a file of its own on every first page.
    String.raw`src[\\/]i18n[\\/](i18n\.tsx|registry\.ts)$`,
    String.raw`packages[\\/]rules[\\/]src[\\/]i18n[\\/]`,
    // The service worker's registration (app/pwa-register.ts), run after the page has loaded: here it
    // is no request of its own (a file under 1 kB as sent, and its headers, on every first page).
    String.raw`src[\\/]app[\\/]pwa-register\.ts$`,
    // How a screen reads GraphQL without Apollo Client (lib/graphql: the page's record, the slot, the
    // screens' useQuery, Apollo's context): the entry and the light screens share them.
    String.raw`src[\\/]lib[\\/]graphql[\\/](page-results|graphql-slot|use-query|client-loader|apollo-context|graphql-errors)\.tsx?$`,
  ].join('|'),
);

type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * Code a visitor never runs: the screens only signed-in users, editors or admins may open (the
 * router's restrictedScreens) and the glossary's editing tools (with the rich-text editor). Not
 * precached: every first visit would download it (216 kB gzip of the 753). Opened online, its
 * files are kept by the worker's runtime cache of /assets/ (src/sw.ts), so they work offline after.
 */
const NOT_FOR_VISITORS = new RegExp(
  [
    String.raw`^src/app/routes/(account|account-api-keys|account-invite|account-users|download|editor-queue|editor-work|email|my-lists|my-sites|tree-edit|upload)\.tsx$`,
    String.raw`^src/features/glossary/components/glossary-admin\.tsx$`,
  ].join('|'),
);

/**
 * The app shell to precache: of the built assets, only those index.html reaches (its scripts, the
 * screens' chunks and their styles and images, through the build manifest), less the code for
 * signed-in roles (NOT_FOR_VISITORS); the explorer's (Monaco, GraphiQL: ~4 MB) are left to the network.
 */
async function appShellOnly(entries: PrecacheEntry[]) {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url)), 'utf8'),
  ) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }
  >;
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || reached.has(chunk.file) || NOT_FOR_VISITORS.test(key)) return;
    reached.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) reached.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  const kept = entries.filter((entry) => !entry.url.startsWith('assets/') || reached.has(entry.url));
  return { manifest: kept, warnings: [] };
}

/**
 * The installable app (issue 27.1, docs/offline.md): the web app manifest and the service worker
 * src/sw.ts, built with Workbox's injectManifest (the app shell's file list written into it). The
 * worker is registered by src/app/pwa-register.ts after the page has loaded (not here: nothing is
 * injected into the first page). The GraphQL explorer and its editor are never precached.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    name: 'SelecTree',
    short_name: 'SelecTree',
    description: 'The tree selection guide for California and the Pacific Islands, on site and offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2b5d34',
    background_color: '#f4f8f1',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,ico,png,woff2}'],
    globIgnores: ['explorer.html', 'sw.js', '.ssr/**', '.vite/**', 'assets/monaco-editor-*'],
    maximumFileSizeToCacheInBytes: 1_500_000,
    manifestTransforms: [appShellOnly],
  },
});

/**
 * What a dynamic import fetches beside the imported file: its stylesheets only (the one way a lazy
 * part's CSS arrives). Its JavaScript imports are left to the browser, which fetches them when it
 * reads the file: a round trip more on a lazy part's first use on a first visit (after that the
 * service worker has precached the app shell), and 2.6 kB as sent less on every first page, where
 * Vite's list of every lazy file's imports was 217 file names in the entry (issue 24).
 */
function preloadedWith(_filename: string, deps: string[]): string[] {
  return deps.filter((dep) => dep.endsWith('.css'));
}

/** What every page runs: React and the router. */
const VENDOR_MODULES = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|tslib|clsx)[\\/]/;

/**
 * Apollo Client, what it brings, and the app's own code that creates and wires it
 * (app/apollo-runtime.ts): one file, loaded at the start of a page that is not light, and on a
 * light page (app/router.tsx LIGHT_SCREENS) only on the first query it has no answer to
 * (docs/performance.md, "Hydrating public pages without Apollo Client"). graphql-js's printer has a
 * group of its own (below): a light page's query asked without Apollo Client prints with it too.
 */
const APOLLO_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](@apollo[\\/]client|rxjs|optimism|@wry[\\/][^\\/]+)[\\/]`,
    String.raw`src[\\/]app[\\/](apollo-runtime|offline-link)\.ts$`,
    String.raw`src[\\/]lib[\\/]apollo-client\.ts$`,
    String.raw`src[\\/]lib[\\/]graphql[\\/]query-bridges\.tsx$`,
  ].join('|'),
);
/** The bundlers' own modules every chunk uses: Vite's preload helper and Rolldown's runtime (CommonJS interop). */
const BUNDLER_HELPERS = /^\0(vite\/preload-helper|rolldown\/runtime)/;

export default defineConfig({
  plugins: [react(), icuMessages(), scrollAreaRefs(), precompressAssets(), firstPageReport(), routeTable(), pwa],
  resolve: { alias: sharedAliases() },
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets: the server may cache them for a year.
    assetsDir: 'assets',
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill file before the first paint.
    modulePreload: { polyfill: false, resolveDependencies: preloadedWith },
    // dist/.vite/manifest.json: a server-rendered page links its screens' stylesheets from it (server/src/web/ssr.ts).
    manifest: true,
    // Monaco, in the explorer page only, is ~2.8 MB; the visitor's budget is checked by firstPageReport.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // explorer.html: the GraphQL explorer (GraphiQL), bundled from npm and served outside production.
      input: { main: 'index.html', explorer: 'explorer.html' },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs (React, the router) in one long-cached file: one request instead of
            // a dozen, and one compression window (smaller than the parts).
            {
              name: 'vendor',
              // With Vite's preload helper and Rolldown's runtime: tiny files of their own otherwise,
              // a request (and its headers) each before the first paint.
              test: (id: string) => VENDOR_MODULES.test(id) || BUNDLER_HELPERS.test(id),
            },
            // The small parts nearly every screen uses (Mantine's layout, text and button components,
            // the paths, the logger, the session store, page titles, tree photos): left to the
            // automatic splitting they were a dozen files of 0.1-8 kB each, a request (and ~1 kB of
            // headers) apiece before the first page could render.
            {
              name: 'shell',
              test: SHELL_MODULES,
            },
            // graphql-js's printer and visitor, which Apollo Client and a query asked without it
            // (lib/graphql/light-fetch.ts) both use: a file of their own, or the light one would load
            // Apollo's (the rest of graphql-js is left to the splitting).
            { name: 'graphql-printer', test: /node_modules[\\/]graphql[\\/]language[\\/](printer|visitor|kinds)\./ },
            // Last: a group takes its modules' imports with it, and the shell's (the session store, the
            // logger) are the entry's, so the groups before it take them first.
            { name: 'apollo', test: APOLLO_MODULES },
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL's modules carry React Compiler directives that bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
