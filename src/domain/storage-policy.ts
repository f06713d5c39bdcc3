import { authStorageKey, storagePrefix, type Environment } from './environment';

/**
 * The storage policy of spec §9, in one place: which local-storage keys are the person's own
 * (never purged), which hold sign-in data, when storage counts as a poor cache, and what each
 * clean-up removes. Sizes are counted in characters of key plus value, as storage quotas are,
 * so "5 MB" is 5 × 1024 × 1024 characters.
 */
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
  /** Characters of key plus value. */
  characters: number;
}

/** Sign-in data: ours in any environment, an older client's (`sb-…-auth-token`), or a bare `auth` key. */
const AUTH_KEY = /supabase|auth[._-]?token|(^|[._-])auth([._-]|$)/i;
/** Army lists, and the list changes a signed-in member made offline that still wait for the cloud. */
const ARMY_LIST = /(^|_)armyList(_|Sync$)/;
/** The units the person owns (their collection), kept like their lists. */
const COLLECTION = /(^|_)armyCollection$/;
const PREFERENCE = /(^|_)(language|theme|preferences?|performanceCardHidden)(_|$)/;
/** Work kept on the device between edits (`draft_builder`…) and drafts set aside as unreadable (issue 21). */
const DRAFT = /(^|_)draft_/;
const TEMPORARY = /temp|cache|query/i;
const UNIT_DATA_CACHE = /(^|_)(unitData|dataPack|units)(Cache)?(_|$)|unit-?data/i;
/** Keys older releases wrote without an environment prefix. */
const LEGACY_GLOBAL_KEYS = new Set([
  'appVersion',
  'tokenVersion',
  'language',
  'gameState',
  'unitData',
  'dataPackCache',
  'supabase.auth.token',
]);

/** A key that holds sign-in data (ours, an older client's, or another environment's). */
const isAuthKey = (key: string) => AUTH_KEY.test(key);

const isPersonal = (key: string) =>
  ARMY_LIST.test(key) || COLLECTION.test(key) || PREFERENCE.test(key) || DRAFT.test(key);

/**
 * Clear Cache keeps army lists (with their changes waiting for the cloud), unsaved drafts and the
 * person's own choices (language, theme, preferences); everything else goes, sign-in data
 * included, since the button is also the way out of login trouble (spec §5).
 */
export function keysToRemoveOnCacheClear(keys: readonly string[]): string[] {
  return keys.filter((key) => !isPersonal(key));
}

/**
 * On a new app version everything cached goes, but army lists, drafts, sign-in, language, theme
 * and preferences stay: an update never costs anyone their lists, their unsaved work or their
 * session.
 */
export function keysToRemoveOnAppVersionChange(keys: readonly string[], versionKeys: readonly string[]): string[] {
  return keys.filter((key) => !isPersonal(key) && !isAuthKey(key) && !versionKeys.includes(key));
}

/** Sign-in data that is not this environment's current session key. */
export function staleAuthKeys(keys: readonly string[], environment: Environment): string[] {
  const current = authStorageKey(environment);
  return keys.filter((key) => key !== current && isAuthKey(key));
}

/** On a new token version: stale sign-in data, unit-data caches and legacy global keys go. */
export function keysToRemoveOnTokenVersionChange(keys: readonly string[], environment: Environment): string[] {
  const stale = new Set(staleAuthKeys(keys, environment));
  return keys.filter((key) => stale.has(key) || UNIT_DATA_CACHE.test(key) || LEGACY_GLOBAL_KEYS.has(key));
}

/**
 * What a purge removes: keys whose names contain temp, cache or query, never army lists, drafts,
 * sign-in data, language, theme or preferences. Quick optimisation removes these at once.
 */
export function purgeCandidates(keys: readonly string[]): string[] {
  return keys.filter((key) => TEMPORARY.test(key) && !isPersonal(key) && !isAuthKey(key));
}

const totalCharacters = (entries: readonly StorageEntry[]) => entries.reduce((sum, entry) => sum + entry.characters, 0);

/**
 * The automatic purge at start-up: only when storage holds more than 3,145,728 characters, and
 * only when fewer than 20 keys contain temp, cache or query (more than that is not ours to judge).
 */
export function keysToRemoveForSize(entries: readonly StorageEntry[]): string[] {
  if (totalCharacters(entries) <= STORAGE_LIMITS.purgeTriggerChars) return [];
  const temporary = entries.filter((entry) => TEMPORARY.test(entry.key)).map((entry) => entry.key);
  return temporary.length < STORAGE_LIMITS.purgeMaxMatchingKeys ? purgeCandidates(temporary) : [];
}

/** What resetting one environment's storage removes: its prefixed keys and its session, never army lists, drafts or preferences. */
export function environmentResetKeys(keys: readonly string[], environment: Environment): string[] {
  const prefix = storagePrefix(environment);
  const session = authStorageKey(environment);
  return keys.filter((key) => (key.startsWith(prefix) || key === session) && !isPersonal(key));
}

export type StorageIssue = 'storage.too_large' | 'storage.too_many_keys' | 'storage.too_many_auth_keys';

export interface StorageReport {
  keyCount: number;
  authKeyCount: number;
  characters: number;
  health: 'good' | 'poor';
  issues: StorageIssue[];
}

/** Cache health (spec §9): poor over 5 MB, over 100 keys or over 5 sign-in keys, with the reasons; good otherwise. */
export function storageReport(entries: readonly StorageEntry[]): StorageReport {
  const characters = totalCharacters(entries);
  const authKeyCount = entries.filter((entry) => isAuthKey(entry.key)).length;
  const issues: StorageIssue[] = [];
  if (characters > STORAGE_LIMITS.poorCacheChars) issues.push('storage.too_large');
  if (entries.length > STORAGE_LIMITS.poorCacheKeys) issues.push('storage.too_many_keys');
  if (authKeyCount > STORAGE_LIMITS.poorCacheAuthKeys) issues.push('storage.too_many_auth_keys');
  return { keyCount: entries.length, authKeyCount, characters, health: issues.length ? 'poor' : 'good', issues };
}

/** Checking until measured, then good or poor; the spec reads any other value as middle. */
export type CacheHealth = 'checking' | 'good' | 'poor' | 'middle';

/** Load-time badge: under 2 s green, under 4 s yellow, otherwise red (spec §4). */
export function loadTimeBadge(milliseconds: number): 'green' | 'yellow' | 'red' {
  return milliseconds < 2000 ? 'green' : milliseconds < 4000 ? 'yellow' : 'red';
}

/** A page load over this counts as slow. */
export const SLOW_LOAD_MS = 3000;
/** How many of the latest page loads the device remembers, and how many of them must be slow. */
export const LOAD_HISTORY_SIZE = 5;
export const SLOW_LOADS_FOR_CARD = 3;

/** The device's latest page load times, newest last, with this one added. */
export function recordLoad(previous: readonly number[], loadMs: number): number[] {
  return [...previous.filter((ms) => Number.isFinite(ms) && ms >= 0), loadMs].slice(-LOAD_HISTORY_SIZE);
}

/**
 * The Performance Optimizer shows only on a device that keeps loading slowly (3 of its latest 5
 * loads over 3 s, this one included), or whose cache health is not good after more than one
 * visit; never on a first visit, and never once hidden for good (issue 14: one slow load on a bad
 * connection is not something tidying storage can fix).
 */
export function showPerformanceCard(input: {
  recentLoadsMs: readonly number[];
  health: CacheHealth;
  hiddenPermanently: boolean;
}): boolean {
  const loads = input.recentLoadsMs;
  if (input.hiddenPermanently || loads.length < 2) return false;
  const slow = loads.filter((ms) => ms > SLOW_LOAD_MS).length;
  const currentSlow = (loads.at(-1) ?? 0) > SLOW_LOAD_MS;
  if (currentSlow && slow >= SLOW_LOADS_FOR_CARD) return true;
  return input.health !== 'good' && input.health !== 'checking';
}
