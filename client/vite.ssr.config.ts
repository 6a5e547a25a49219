import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuMessages, lightSchemeOnly, sharedAliases } from './vite.plugins.ts';

/**
 * The server renderer, the second half of `npm run build`: src/app/entry-server.tsx with everything
 * it imports bundled in, as CommonJS that the server require()s (server/src/web/ssr.ts). Written
 * under a dot-directory of dist/, which the static file server never serves.
 */
export default defineConfig({
  plugins: [react(), icuMessages()],
  resolve: { alias: sharedAliases() },
  css: { postcss: { plugins: [lightSchemeOnly()] } },
  // React's production build, whatever NODE_ENV the server runs with (its development build checks
  // every element and records owner stacks: several times slower to render).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: '[name]-[hash].cjs' },
    },
  },
});
