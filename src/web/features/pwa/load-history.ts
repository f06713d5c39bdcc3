import { appStorage } from '../../lib/storage';

/** How long this page took to load, once the browser has measured it. */
export function measuredLoadMs(): number | null {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry && entry.loadEventEnd > 0 ? entry.loadEventEnd : null;
}

/** Where the device keeps its latest page load times (not personal: a cache, Clear Cache drops it). */
export const LOAD_HISTORY_KEY = 'loadHistory';

/** The load times kept so far, ignoring anything else stored under the key. */
export function readLoadHistory(): number[] {
  const stored = appStorage.getJson<unknown>(LOAD_HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter((ms): ms is number => typeof ms === 'number') : [];
}

/** Resolves at the visitor's first tap, click or key press on this page. */
export function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('keydown', done, true);
      resolve();
    };
    window.addEventListener('pointerdown', done, true);
    window.addEventListener('keydown', done, true);
  });
}
