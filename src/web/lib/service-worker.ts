import { Workbox } from 'workbox-window';

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
 * chooses "Update Now"; registration problems are only logged (spec §8).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => set({ updateAvailable: true }));
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) set({ offlineReady: true });
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/** Activates the waiting version; the page reloads when it takes control. */
export function applyUpdate(): void {
  if (!workbox) return window.location.reload();
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  set({ updateAvailable: false });
}
