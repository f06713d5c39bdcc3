import type { StoredEntry } from '../../../../domain/storage-health';
import { keysToRemoveOnCacheClear } from '../../../../domain/storage-policy';

/** Every local-storage key with its size in characters (key plus value). */
export function storedEntries(): StoredEntry[] {
  const entries: StoredEntry[] = [];
  for (let index = 0; index < window.localStorage.length; index += 1) {
    const key = window.localStorage.key(index);
    if (key === null) continue;
    entries.push({ key, characters: key.length + (window.localStorage.getItem(key)?.length ?? 0) });
  }
  return entries;
}

export function removeKeys(keys: readonly string[]): void {
  for (const key of keys) window.localStorage.removeItem(key);
}

/** Empties the Cache Storage the service worker fills; the worker itself stays. */
export async function clearCacheStorage(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await window.caches.keys();
  await Promise.all(names.map((name) => window.caches.delete(name)));
}

/** Everything the landing page's Clear Cache removes: caches, the service worker, session storage and cached keys. */
export async function clearAllCaches(): Promise<void> {
  await clearCacheStorage();
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  window.sessionStorage.clear();
  removeKeys(keysToRemoveOnCacheClear(storedEntries().map((entry) => entry.key)));
}
