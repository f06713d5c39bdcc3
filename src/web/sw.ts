/// <reference lib="webworker" />
/**
 * Rookery's service worker: the built app is precached; a page visited before opens from its last
 * copy while the network's answer replaces it, a new page comes from the network (the server fills
 * in per-instance settings) or, offline, from the shell; the unit data and the rules, FAQ and news
 * answers are kept for offline reading.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
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
  event.waitUntil(Promise.all([self.registration.navigationPreload?.enable() ?? Promise.resolve(), dropKeptPages()]));
});

/**
 * A new version starts with no kept pages but the shell it stored when installed: a page kept by
 * the previous version names that version's files, which this one no longer keeps.
 */
async function dropKeptPages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const pages = (await cache.keys()).filter((request) => new URL(request.url).pathname !== SHELL_URL);
  await Promise.all(pages.map((request) => cache.delete(request)));
}

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

/** Keeps a page the network gave, under its own address, once the page reads it. */
function keepPage(event: ExtendableEvent, cache: Cache, request: Request, response: Response): void {
  if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return;
  // Kept while the page already reads the answer: waiting for the copy to be stored would hold
  // back the page's first byte until its last had arrived (issue 14).
  const copy = response.clone();
  event.waitUntil(
    (async () => {
      await cache.delete(request.url);
      await cache.put(request.url, copy);
      await trimPages(cache);
    })().catch(() => undefined),
  );
}

/**
 * A page visited before opens from its copy at once, and the network's answer replaces the copy
 * for the next visit (issue 14: a repeat visit paints without waiting for the network, which on
 * slow 4G was most of its time). What the copy shows that can change (news, member count,
 * settings) is asked for again by the app once it has taken the page over, as on any page; a new
 * version of the app is announced by the update panel and, once applied, starts with no copies
 * (see `activate`), so a copy never names files the worker no longer has.
 *
 * A page not visited before comes from the network and is kept; offline, it opens the shell,
 * which the app renders.
 */
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    const fetchEvent = event as FetchEvent;
    const cache = await caches.open(PAGES_CACHE);
    const kept = await cache.match(request.url, { ignoreVary: true });
    const fresh = fromNetwork(fetchEvent, request).then((response) => {
      keepPage(fetchEvent, cache, request, response);
      return response;
    });
    if (kept) {
      fetchEvent.waitUntil(fresh.then(() => undefined).catch(() => undefined));
      return kept;
    }
    try {
      return await fresh;
    } catch {
      return (await cache.match(SHELL_URL, { ignoreVary: true })) ?? Response.error();
    }
  },
);

// A published version never changes: the one a kept page was drawn with is read from here, offline too.
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/data-pack/versions/'),
  new CacheFirst({ cacheName: 'rookery-data-pack-versions', plugins: [new ExpirationPlugin({ maxEntries: 4 })] }),
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
