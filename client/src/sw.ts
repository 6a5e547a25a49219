/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * The service worker (issue 27.1, docs/offline.md). Built by vite-plugin-pwa (injectManifest): the
 * build writes the app shell's file list (scripts, styles, index.html, icons) into
 * self.__WB_MANIFEST. What it does:
 * - precaches the app shell, so the app starts without a network;
 * - pages (navigations): network first; when the network fails, the page as last fetched, else the
 *   app shell;
 * - public GET /api reads without credentials: network first, the last answer when offline;
 * - NEVER keeps an answer the server marks `no-store` (every answer to a request with credentials
 *   is: auth/authenticate.ts), and never handles a request carrying an Authorization header or any
 *   /graphql request (they go to the network as if there were no worker: a signed-in answer is
 *   never left on a shared device);
 * - waits for the page's word before replacing the running version (the update prompt).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Refuses to keep what the server says must not be kept (and anything but a plain 200). */
const publicAnswersOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200 || response.type === 'opaque') return null;
    if (/no-store/i.test(response.headers.get('cache-control') ?? '')) return null;
    return response;
  },
};

const pages = new NetworkFirst({
  cacheName: 'selectree-pages',
  networkTimeoutSeconds: 6,
  plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
});
const shell = createHandlerBoundToURL('/index.html');

/** A page: as the network gives it; offline, the page as last seen, else the app shell (rendered by the browser). */
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api\//, /^\/graphql/, /^\/explorer/] },
  ),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/offline/') && // the offline copy lives in IndexedDB
    !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: 'selectree-public-api',
    networkTimeoutSeconds: 6,
    plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

/**
 * The build's other files (/assets/, names carrying their content hash, so never stale): the code
 * for signed-in roles is not precached (vite.config.ts, NOT_FOR_VISITORS); once fetched online it is
 * kept here and works offline.
 */
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'selectree-assets',
    plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 90 * 24 * 3600 })],
  }),
);

/**
 * Photos (issue 27.5): from the network as without a worker (nothing kept here); when the network
 * fails, the photo the signed-in user's photo cache holds (`selectree-photos-{user id}`, written by
 * the page: features/offline/offline-photos.ts), the first photo of a listed tree at its smallest
 * width, kept under its JPEG link, so any width the page asks for (`x-640.webp`) finds it. Otherwise
 * the request fails and the screen shows "Photo not available offline".
 */
const photoBase = new URL(import.meta.env.VITE_PHOTO_BASE_URL ?? '/photos/', self.location.origin).href;

async function keptPhoto(url: string): Promise<Response | undefined> {
  const key = url.replace(/-\d+\.webp$/, '.jpg');
  for (const name of await caches.keys()) {
    if (!name.startsWith('selectree-photos-')) continue;
    const kept = await (await caches.open(name)).match(key, { ignoreSearch: true });
    if (kept) return kept;
  }
  return undefined;
}

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.href.startsWith(photoBase),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await keptPhoto(request.url.split('?')[0]);
      if (kept) return kept;
      throw error;
    }
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
