import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPageReport, precompressAssets, routeTable, scrollAreaRefs } from './vite.plugins.ts';

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
    String.raw`src[\\/]lib[\\/](logger|session-store|photo-url)\.ts$`,
    String.raw`src[\\/]components[\\/]ui[\\/](page-title|tree-image)\.tsx$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), scrollAreaRefs(), precompressAssets(), firstPageReport(), routeTable()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The catalogue rules shared with the server, bundled from their TypeScript source.
      '@selectree/rules': fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets: the server may cache them for a year.
    assetsDir: 'assets',
    // dist/.vite/manifest.json: a server-rendered page inlines its screen's stylesheets from it (server/src/web/ssr.ts).
    manifest: true,
    // Monaco, in the explorer page only, is ~2.8 MB; the visitor's budget is checked by firstPageReport.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // explorer.html: the GraphQL explorer (GraphiQL), bundled from npm and served outside production.
      input: { main: 'index.html', explorer: 'explorer.html' },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs (React, the router, Apollo and what it brings) in one long-cached
            // file: one request instead of a dozen, and one compression window (smaller than the parts).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo[\\/]client|rxjs|optimism|@wry[\\/][^\\/]+|tslib|clsx)[\\/]/,
            },
            // The small parts nearly every screen uses (Mantine's layout, text and button components,
            // the paths, the logger, the session store, page titles, tree photos): left to the
            // automatic splitting they were a dozen files of 0.1-8 kB each, a request (and ~1 kB of
            // headers) apiece before the first page could render.
            {
              name: 'shell',
              test: SHELL_MODULES,
            },
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
