import { describe, expect, it } from 'vitest';
import {
  environmentResetKeys,
  isAuthKey,
  purgeCandidates,
  shouldPurge,
  staleAuthKeys,
  STORAGE_PURGE_TRIGGER_CHARS,
  storageReport,
} from './storage-health';

const entry = (key: string, characters = 10) => ({ key, characters });

describe('storageReport', () => {
  it('counts keys, auth keys and size, and calls a small store good', () => {
    const report = storageReport([entry('prod_language', 15), entry('prod.supabase.auth.token', 1200)]);
    expect(report).toEqual({ keyCount: 2, authKeyCount: 1, characters: 1215, bytes: 2430, health: 'good', issues: [] });
  });

  it('calls it poor over 5 MB, over 100 keys or over 5 auth keys (spec §9)', () => {
    expect(storageReport([entry('big', 2.5 * 1024 * 1024 + 1)]).issues).toEqual(['storage.too_large']);
    expect(storageReport([entry('big', 2.5 * 1024 * 1024)]).health).toBe('good');
    const many = Array.from({ length: 101 }, (_, index) => entry(`prod_k${index}`));
    expect(storageReport(many).issues).toEqual(['storage.too_many_keys']);
    expect(storageReport(many.slice(0, 100)).health).toBe('good');
    const auth = Array.from({ length: 6 }, (_, index) => entry(`sb-${index}-auth-token`));
    expect(storageReport(auth)).toMatchObject({ health: 'poor', issues: ['storage.too_many_auth_keys'] });
  });
});

describe('auth keys', () => {
  it('recognises sign-in data of any environment or client, and nothing else', () => {
    for (const key of [
      'prod.supabase.auth.token',
      'preview.supabase.auth.token',
      'sb-abc-auth-token',
      'supabase.auth.token',
      'prod_auth',
    ]) {
      expect(isAuthKey(key), key).toBe(true);
    }
    for (const key of ['prod_language', 'prod_tokenVersion', 'prod_authorName', 'prod_armyList_1']) {
      expect(isAuthKey(key), key).toBe(false);
    }
  });

  it("keeps this environment's session and calls every other auth key stale", () => {
    const keys = ['prod.supabase.auth.token', 'preview.supabase.auth.token', 'sb-old-auth-token', 'prod_language'];
    expect(staleAuthKeys(keys, 'production')).toEqual(['preview.supabase.auth.token', 'sb-old-auth-token']);
    expect(staleAuthKeys(keys, 'preview')).toEqual(['prod.supabase.auth.token', 'sb-old-auth-token']);
  });
});

describe('purge', () => {
  it('picks temporary keys but never army lists or preferences', () => {
    expect(
      purgeCandidates(['prod_tempDraft', 'prod_unitDataCache', 'rq-query-1', 'prod_armyList_cache1', 'prod_language']),
    ).toEqual(['prod_tempDraft', 'prod_unitDataCache', 'rq-query-1']);
  });

  it('purges only over the trigger and with fewer than 20 candidates', () => {
    const few = ['prod_cache_1'];
    const many = Array.from({ length: 20 }, (_, index) => `prod_cache_${index}`);
    expect(shouldPurge(STORAGE_PURGE_TRIGGER_CHARS, few)).toBe(false);
    expect(shouldPurge(STORAGE_PURGE_TRIGGER_CHARS + 1, few)).toBe(true);
    expect(shouldPurge(STORAGE_PURGE_TRIGGER_CHARS + 1, many)).toBe(false);
    expect(shouldPurge(STORAGE_PURGE_TRIGGER_CHARS + 1, [])).toBe(false);
  });
});

describe('environmentResetKeys', () => {
  it("removes one environment's keys and session, keeping army lists and preferences", () => {
    const keys = [
      'prod_appVersion',
      'prod_armyList_1',
      'prod_language',
      'prod.supabase.auth.token',
      'preview_appVersion',
      'preview.supabase.auth.token',
    ];
    expect(environmentResetKeys(keys, 'production')).toEqual(['prod_appVersion', 'prod.supabase.auth.token']);
    expect(environmentResetKeys(keys, 'preview')).toEqual(['preview_appVersion', 'preview.supabase.auth.token']);
  });
});
