import type { Workbox } from 'workbox-window';

export interface ServiceWorkerState {
  updateAvailable: boolean;
  offlineReady: boolean;
}

type Listener = (state: ServiceWorkerState) => void;

let state: ServiceWorkerState = { updateAvailable: false, offlineReady: false };
const listeners = new Set<Listener>();
let workbox: Workbox | undefined;

function set(next: Partial<ServiceWorkerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener(state);
}

export const serviceWorkerState = {
  get: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Registers /sw.js at scope / in production builds. A new version waits until the person
 * chooses "Update Now"; registration problems are only logged (spec §8). Called once the page has
 * loaded and the browser is idle: the worker's library and its precaching never compete with the
 * page's own first load (issue 14).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => set({ updateAvailable: true }));
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) set({ offlineReady: true });
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  await workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/** Runs `work` after the page's load event, when the browser next has nothing to do. */
export function whenPageIdle(work: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => work(), { timeout: 2000 }) : work();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Activates the waiting version; the page reloads when it takes control. */
export function applyUpdate(): void {
  if (!workbox) return window.location.reload();
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  set({ updateAvailable: false });
}
