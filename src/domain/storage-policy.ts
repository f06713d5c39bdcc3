/**
 * Which local-storage keys survive a manual "Clear Cache". Army lists (with their changes waiting
 * for the cloud) and the person's
 * own choices (language, theme, preferences) are theirs, not cache, so they stay;
 * everything else, including stale sign-in data, goes.
 */
const KEPT_ON_CACHE_CLEAR = [/(^|_)armyList(_|Sync$)/, /(^|_)language$/, /(^|_)theme$/, /(^|_)preferences?(_|$)/];

export function keysToRemoveOnCacheClear(keys: readonly string[]): string[] {
  return keys.filter((key) => !KEPT_ON_CACHE_CLEAR.some((pattern) => pattern.test(key)));
}

/** Spec §9 thresholds. Sizes are counted in characters of key plus value, as storage quotas are. */
export const STORAGE_LIMITS = {
  purgeTriggerChars: 3_145_728,
  purgeMaxMatchingKeys: 20,
  poorCacheChars: 5 * 1024 * 1024,
  poorCacheKeys: 100,
  poorCacheAuthKeys: 5,
} as const;

/** Bumped when stored sign-in data from older releases must be thrown away. */
export const TOKEN_VERSION = '2';

export interface StorageEntry {
  key: string;
  /** Length of the stored value in characters. */
  length: number;
}

const AUTH_KEY = /supabase\.auth\.token|^sb-.+-auth-token|auth-token-code-verifier/;
/** Army lists, and the list changes a signed-in member made offline that still wait for the cloud. */
const ARMY_LIST = /(^|_)armyList(_|Sync$)/;
const PREFERENCE = /(^|_)(language|theme|preferences?|performanceCardHidden)(_|$)/;
const UNIT_DATA_CACHE = /(^|_)(unitData|dataPack|units)(Cache)?(_|$)|unit-?data/i;
/** Keys older releases wrote without an environment prefix. */
const LEGACY_GLOBAL_KEYS = new Set(['appVersion', 'tokenVersion', 'language', 'gameState', 'unitData', 'dataPackCache', 'supabase.auth.token']);

export const isAuthKey = (key: string) => AUTH_KEY.test(key);

/**
 * On a new app version everything cached goes, but army lists, sign-in, language, theme and
 * preferences stay: an update never costs anyone their lists or their session.
 */
export function keysToRemoveOnAppVersionChange(keys: readonly string[], versionKeys: readonly string[]): string[] {
  return keys.filter(
    (key) => !ARMY_LIST.test(key) && !AUTH_KEY.test(key) && !PREFERENCE.test(key) && !versionKeys.includes(key),
  );
}

/** On a new token version: sign-in data other than the current key, unit-data caches and legacy globals go. */
export function keysToRemoveOnTokenVersionChange(keys: readonly string[], currentAuthKey: string): string[] {
  return keys.filter(
    (key) => (AUTH_KEY.test(key) && key !== currentAuthKey) || UNIT_DATA_CACHE.test(key) || LEGACY_GLOBAL_KEYS.has(key),
  );
}

/**
 * When storage holds more than 3,145,728 characters, keys whose names contain temp, cache or
 * query go, but only when fewer than 20 such keys exist (more than that is not ours to judge).
 */
export function keysToRemoveForSize(entries: readonly StorageEntry[]): string[] {
  const total = entries.reduce((sum, entry) => sum + entry.key.length + entry.length, 0);
  if (total <= STORAGE_LIMITS.purgeTriggerChars) return [];
  const matching = entries.filter((entry) => /temp|cache|query/i.test(entry.key)).map((entry) => entry.key);
  return matching.length < STORAGE_LIMITS.purgeMaxMatchingKeys ? matching : [];
}

export type CacheHealth = 'checking' | 'good' | 'poor' | 'middle';

/** Poor: over 5 MB, over 100 keys or over 5 sign-in keys; good otherwise. */
export function cacheHealth(entries: readonly StorageEntry[]): 'good' | 'poor' {
  const total = entries.reduce((sum, entry) => sum + entry.key.length + entry.length, 0);
  const authKeys = entries.filter((entry) => AUTH_KEY.test(entry.key)).length;
  return total > STORAGE_LIMITS.poorCacheChars ||
    entries.length > STORAGE_LIMITS.poorCacheKeys ||
    authKeys > STORAGE_LIMITS.poorCacheAuthKeys
    ? 'poor'
    : 'good';
}

/** The spec reads any value other than checking, good or poor as middle. */
export function readCacheHealth(value: unknown): CacheHealth {
  return value === 'checking' || value === 'good' || value === 'poor' ? value : 'middle';
}

/** Load-time badge: under 2 s green, under 4 s yellow, otherwise red (spec §4). */
export function loadTimeBadge(milliseconds: number): 'green' | 'yellow' | 'red' {
  return milliseconds < 2000 ? 'green' : milliseconds < 4000 ? 'yellow' : 'red';
}

/** The Performance Optimizer shows after a load over 3 s or with cache health not good, unless hidden for good. */
export function showPerformanceCard(input: { loadMs: number; health: CacheHealth; hiddenPermanently: boolean }): boolean {
  if (input.hiddenPermanently) return false;
  return input.loadMs > 3000 || (input.health !== 'good' && input.health !== 'checking');
}

/** Keys holding another environment's data, for the manual reset helpers. */
export function keysOfEnvironment(keys: readonly string[], prefix: 'prod_' | 'preview_', authKey: string): string[] {
  return keys.filter((key) => key.startsWith(prefix) || key === authKey);
}
