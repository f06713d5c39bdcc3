import { keysToRemoveOnCacheClear, type StorageEntry } from '../../domain/storage-policy';

/** Empties the Cache Storage the service worker fills; the worker itself stays. */
export async function clearCacheStorage(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await window.caches.keys();
  await Promise.all(names.map((name) => window.caches.delete(name)));
}

/** Empties the browser caches this app controls; army lists and preferences are kept. */
export async function clearAppCaches(): Promise<void> {
  await clearCacheStorage();
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  window.sessionStorage.clear();
  removeKeys(keysToRemoveOnCacheClear(storageEntries().map((entry) => entry.key)));
}

/** Every local-storage key of this origin with its size in characters (key plus value). */
export function storageEntries(): StorageEntry[] {
  const entries: StorageEntry[] = [];
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key !== null) entries.push({ key, characters: key.length + (window.localStorage.getItem(key)?.length ?? 0) });
    }
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): nothing to list then.
  }
  return entries;
}

export function removeKeys(keys: readonly string[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }
}
