import { APP_VERSION } from '../../domain/app-version';
import { authStorageKey } from '../../domain/environment';
import {
  keysToRemoveForSize,
  keysToRemoveOnAppVersionChange,
  keysToRemoveOnTokenVersionChange,
  TOKEN_VERSION,
} from '../../domain/storage-policy';
import { removeKeys, storageEntries } from './browser-caches';
import { environment } from './environment';
import { appStorage } from './storage';

/** Wait before reloading a non-local host that was set to use local data (spec §4, §9). */
export const ENVIRONMENT_RELOAD_MS = 1000;

/**
 * Runs once at start-up, before the app renders: applies the storage policy of spec §9 after
 * an update, trims oversized storage, and leaves local-data mode on hosts that are not local.
 */
export function maintainStorage(reload: () => void = () => window.location.reload()): void {
  const appVersionKey = appStorage.key('appVersion');
  const tokenVersionKey = appStorage.key('tokenVersion');
  const keys = () => storageEntries().map((entry) => entry.key);

  if (appStorage.getString('appVersion') !== APP_VERSION) {
    const removed = keysToRemoveOnAppVersionChange(keys(), [appVersionKey, tokenVersionKey]);
    removeKeys(removed);
    if (removed.length) console.info(`Rookery ${APP_VERSION}: cleared ${removed.length} cached entries from an older version`);
    appStorage.setString('appVersion', APP_VERSION);
  }
  if (appStorage.getString('tokenVersion') !== TOKEN_VERSION) {
    removeKeys(keysToRemoveOnTokenVersionChange(keys(), authStorageKey(environment)));
    appStorage.setString('tokenVersion', TOKEN_VERSION);
  }
  removeKeys(keysToRemoveForSize(storageEntries()));

  if (environment !== 'local' && appStorage.getString('contentMode') === 'local') {
    appStorage.remove('contentMode');
    setTimeout(reload, ENVIRONMENT_RELOAD_MS);
  }
}
