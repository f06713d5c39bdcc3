import { authStorageKey, storagePrefix, type Environment } from './environment';
import { keysToRemoveOnCacheClear } from './storage-policy';

/** Local storage counts as a poor cache over 5 MB, 100 keys or 5 auth keys (spec §9). */
export const POOR_CACHE_LIMITS = { bytes: 5 * 1024 * 1024, keys: 100, authKeys: 5 } as const;
/** Temporary keys are purged once storage holds more than this many characters (spec §9)… */
export const STORAGE_PURGE_TRIGGER_CHARS = 3_145_728;
/** …and only when there are fewer than this many of them (spec §9). */
export const STORAGE_PURGE_MAX_KEYS = 20;

export interface StoredEntry {
  key: string;
  /** Characters of key plus value. */
  characters: number;
}

export const STORAGE_ISSUES = ['storage.too_large', 'storage.too_many_keys', 'storage.too_many_auth_keys'] as const;
export type StorageIssue = (typeof STORAGE_ISSUES)[number];

export interface StorageReport {
  keyCount: number;
  authKeyCount: number;
  characters: number;
  /** Browsers keep strings as UTF-16: two bytes a character. */
  bytes: number;
  health: 'good' | 'poor';
  issues: StorageIssue[];
}

const AUTH_KEY = /supabase|auth[._-]?token|(^|[._-])auth([._-]|$)/i;
const TEMPORARY_KEY = /temp|cache|query/i;

/** A key that holds sign-in data (ours, an older client's, or another environment's). */
export const isAuthKey = (key: string) => AUTH_KEY.test(key);

export function storageReport(entries: readonly StoredEntry[]): StorageReport {
  const characters = entries.reduce((sum, entry) => sum + entry.characters, 0);
  const authKeyCount = entries.filter((entry) => isAuthKey(entry.key)).length;
  const bytes = characters * 2;
  const issues: StorageIssue[] = [];
  if (bytes > POOR_CACHE_LIMITS.bytes) issues.push('storage.too_large');
  if (entries.length > POOR_CACHE_LIMITS.keys) issues.push('storage.too_many_keys');
  if (authKeyCount > POOR_CACHE_LIMITS.authKeys) issues.push('storage.too_many_auth_keys');
  return { keyCount: entries.length, authKeyCount, characters, bytes, health: issues.length ? 'poor' : 'good', issues };
}

/** Sign-in data that is not this environment's current session key. */
export function staleAuthKeys(keys: readonly string[], environment: Environment): string[] {
  const current = authStorageKey(environment);
  return keys.filter((key) => key !== current && isAuthKey(key));
}

/** Keys that only hold temporary data (temp, cache or query in the name) and are not the person's own. */
export function purgeCandidates(keys: readonly string[]): string[] {
  return keysToRemoveOnCacheClear(keys.filter((key) => TEMPORARY_KEY.test(key)));
}

/** The automatic purge: only when storage is over the trigger and there are few temporary keys. */
export function shouldPurge(characters: number, candidates: readonly string[]): boolean {
  return (
    characters > STORAGE_PURGE_TRIGGER_CHARS && candidates.length > 0 && candidates.length < STORAGE_PURGE_MAX_KEYS
  );
}

/** What resetting one environment's storage removes: its prefixed keys and its session, never army lists or preferences. */
export function environmentResetKeys(keys: readonly string[], environment: Environment): string[] {
  const prefix = storagePrefix(environment);
  const session = authStorageKey(environment);
  return keysToRemoveOnCacheClear(keys.filter((key) => key.startsWith(prefix) || key === session));
}
