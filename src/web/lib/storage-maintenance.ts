import { APP_VERSION } from '../../domain/app-version';
import { hasContentModeMismatch, type Environment } from '../../domain/environment';
import {
  keysToRemoveForSize,
  keysToRemoveOnAppVersionChange,
  keysToRemoveOnTokenVersionChange,
  TOKEN_VERSION,
} from '../../domain/storage-policy';
import { removeKeys, storageEntries } from './browser-caches';
import { CONTENT_MODE_KEY } from './content-mode';
import { environment as currentEnvironment } from './environment';
import { appStorage } from './storage';

/** Wait before reloading a non-local host that was set to use local data (spec §4, §9). */
export const ENVIRONMENT_RELOAD_MS = 1000;

/**
 * Runs once at start-up, before the app renders: applies the storage policy of spec §9 after
 * an update, trims oversized storage, and leaves local content on hosts that are not local.
 */
export function maintainStorage({
  environment = currentEnvironment,
  reload = () => window.location.reload(),
}: { environment?: Environment; reload?: () => void } = {}): void {
  const appVersionKey = appStorage.key('appVersion');
  const tokenVersionKey = appStorage.key('tokenVersion');
  const keys = () => storageEntries().map((entry) => entry.key);

  if (appStorage.getString('appVersion') !== APP_VERSION) {
    const removed = keysToRemoveOnAppVersionChange(keys(), [appVersionKey, tokenVersionKey]);
    removeKeys(removed);
    if (removed.length)
      console.info(`Rookery ${APP_VERSION}: cleared ${removed.length} cached entries from an older version`);
    appStorage.setString('appVersion', APP_VERSION);
  }
  if (appStorage.getString('tokenVersion') !== TOKEN_VERSION) {
    removeKeys(keysToRemoveOnTokenVersionChange(keys(), environment));
    appStorage.setString('tokenVersion', TOKEN_VERSION);
  }
  removeKeys(keysToRemoveForSize(storageEntries()));

  if (hasContentModeMismatch(environment, appStorage.getString(CONTENT_MODE_KEY))) {
    appStorage.remove(CONTENT_MODE_KEY);
    setTimeout(reload, ENVIRONMENT_RELOAD_MS);
  }
}
