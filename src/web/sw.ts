/// <reference lib="webworker" />
/**
 * Rookery's service worker: the built app is precached; pages come from the network when it
 * answers (the server fills in per-instance settings) and from the last copy when it does not;
 * the unit data and the rules, FAQ and news answers are kept for offline reading.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const PAGES_CACHE = 'rookery-pages';
/** The page without content (src/server/plugins/web.ts), which the app renders for any address. */
const SHELL_URL = '/app-shell';
const NETWORK_TIMEOUT_MS = 4000;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  // The shell as the server sends it, so any page opens offline after the first visit.
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
      .catch(() => undefined),
  );
});

// The page's request starts at once, while the worker is still waking (at a phone's speed that
// takes a while), instead of waiting for the worker to make it.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** The page from the network: the request navigation preload already started, else a new one. */
async function fromNetwork(event: FetchEvent, request: Request): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('No answer in time')), NETWORK_TIMEOUT_MS);
  });
  try {
    const preloaded = (await Promise.race([event.preloadResponse, late])) as Response | undefined;
    if (preloaded) return preloaded;
  } finally {
    clearTimeout(timer);
  }
  return withTimeout(request);
}

async function withTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** The most pages kept for offline reading; the oldest visits go first (the shell always stays). */
const MAX_PAGES = 60;

async function trimPages(cache: Cache): Promise<void> {
  const pages = (await cache.keys()).filter((request) => new URL(request.url).pathname !== SHELL_URL);
  // Keys come back in the order they were put, so the first are the least recently visited.
  await Promise.all(pages.slice(0, Math.max(0, pages.length - MAX_PAGES)).map((request) => cache.delete(request)));
}

/**
 * Pages come from the network when it answers, and each is kept under its own address: the
 * server renders every page with its content, so offline the last copy of that very page opens
 * (and the app takes it over); an address never visited opens the shell, which the app renders.
 */
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    const cache = await caches.open(PAGES_CACHE);
    try {
      const response = await fromNetwork(event as FetchEvent, request);
      if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
        // Kept while the page already reads the answer: waiting for the copy to be stored would
        // hold back the page's first byte until its last had arrived (issue 14).
        const copy = response.clone();
        event.waitUntil(
          (async () => {
            await cache.delete(request.url);
            await cache.put(request.url, copy);
            await trimPages(cache);
          })().catch(() => undefined),
        );
      }
      return response;
    } catch {
      return (
        (await cache.match(request.url, { ignoreVary: true })) ??
        (await cache.match(SHELL_URL, { ignoreVary: true })) ??
        Response.error()
      );
    }
  },
);

registerRoute(
  ({ url }) => url.pathname === '/api/data-pack',
  new StaleWhileRevalidate({ cacheName: 'rookery-data-pack' }),
);
registerRoute(
  ({ url }) => /^\/api\/(rules|faq|news|content)(\/|$)/.test(url.pathname) || url.pathname === '/CHANGELOG.md',
  new NetworkFirst({ cacheName: 'rookery-content', networkTimeoutSeconds: 4 }),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/storage/v1/object/public/'),
  new CacheFirst({ cacheName: 'rookery-files' }),
);
