import { storagePrefix } from '../../domain/environment';
import { environment } from './environment';

const prefix = storagePrefix(environment);

/** Fired on window when a write fails because storage is full. */
export const STORAGE_FULL_EVENT = 'rookery:storage-full';

/**
 * A write refused because storage is full: QuotaExceededError (code 22) in most browsers,
 * NS_ERROR_DOM_QUOTA_REACHED (code 1014) in older Firefox.
 */
function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** The app's local storage: every key carries the environment prefix (spec §9). */
export const appStorage = {
  key: (name: string) => `${prefix}${name}`,
  getString(name: string): string | null {
    try {
      return window.localStorage.getItem(this.key(name));
    } catch {
      return null;
    }
  },
  setString(name: string, value: string): boolean {
    try {
      window.localStorage.setItem(this.key(name), value);
      return true;
    } catch (error) {
      // The previous value stays; the app shows a message through this event.
      console.warn(`Could not store ${name}`, error);
      if (isQuotaExceeded(error)) {
        window.dispatchEvent(new CustomEvent(STORAGE_FULL_EVENT, { detail: { key: name } }));
      }
      return false;
    }
  },
  /** Reads JSON; a corrupt value is removed with a log line and null is returned. */
  getJson<Value>(name: string): Value | null {
    const raw = this.getString(name);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as Value;
    } catch {
      console.warn(`Removed corrupt stored value for ${name}`);
      this.remove(name);
      return null;
    }
  },
  setJson(name: string, value: unknown): boolean {
    return this.setString(name, JSON.stringify(value));
  },
  remove(name: string): void {
    try {
      window.localStorage.removeItem(this.key(name));
    } catch {
      // Storage may be unavailable (private mode); nothing to remove then.
    }
  },
};

/**
 * One stored string that pages follow: a write tells this tab's readers at once, and another tab's
 * write reaches them through the browser's storage event. For useSyncExternalStore.
 */
export function storedSetting(name: string) {
  const changed = `rookery:${name}`;
  return {
    read: (): string | null => appStorage.getString(name),
    /** Stores the value (null removes it) and tells this tab's readers. */
    write(value: string | null): void {
      if (value === null) appStorage.remove(name);
      else appStorage.setString(name, value);
      window.dispatchEvent(new Event(changed));
    },
    subscribe(onChange: () => void): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === appStorage.key(name)) onChange();
      };
      window.addEventListener(changed, onChange);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(changed, onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
