import { keysToRemoveOnCacheClear } from '../../domain/storage-policy';

/** Empties the browser caches this app controls; army lists and preferences are kept. */
export async function clearAppCaches(): Promise<void> {
  if ('caches' in window) {
    const names = await window.caches.keys();
    await Promise.all(names.map((name) => window.caches.delete(name)));
  }
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  window.sessionStorage.clear();
  const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index)).filter(
    (key): key is string => key !== null,
  );
  for (const key of keysToRemoveOnCacheClear(keys)) window.localStorage.removeItem(key);
}

export interface StoredEntry {
  key: string;
  length: number;
}

/** Every local-storage key of this origin with the length of its value. */
export function storageEntries(): StoredEntry[] {
  const entries: StoredEntry[] = [];
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key !== null) entries.push({ key, length: window.localStorage.getItem(key)?.length ?? 0 });
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
