import { describe, expect, it } from 'vitest';
import {
  environmentResetKeys,
  keysToRemoveForSize,
  keysToRemoveOnAppVersionChange,
  keysToRemoveOnCacheClear,
  keysToRemoveOnTokenVersionChange,
  loadTimeBadge,
  purgeCandidates,
  recordLoad,
  showPerformanceCard,
  staleAuthKeys,
  STORAGE_LIMITS,
  storageReport,
} from './storage-policy';

const entry = (key: string, characters = 10) => ({ key, characters });

describe('storage limits (spec §9)', () => {
  it('counts 5 MB as 5,242,880 characters and purges over 3,145,728', () => {
    expect(STORAGE_LIMITS).toEqual({
      purgeTriggerChars: 3_145_728,
      purgeMaxMatchingKeys: 20,
      poorCacheChars: 5_242_880,
      poorCacheKeys: 100,
      poorCacheAuthKeys: 5,
    });
  });
});

describe('auth keys', () => {
  it('recognises sign-in data of any environment or client, and nothing else', () => {
    const signIn = [
      'prod.supabase.auth.token',
      'preview.supabase.auth.token',
      'sb-abc-auth-token',
      'sb-abc-auth-token-code-verifier',
      'supabase.auth.token',
      'prod_auth',
    ];
    const other = ['prod_language', 'prod_tokenVersion', 'prod_authorName', 'prod_armyList_1'];
    for (const key of signIn) expect(storageReport([entry(key)]).authKeyCount, key).toBe(1);
    for (const key of other) expect(storageReport([entry(key)]).authKeyCount, key).toBe(0);
  });

  it("keeps this environment's session and calls every other auth key stale", () => {
    const keys = ['prod.supabase.auth.token', 'preview.supabase.auth.token', 'sb-old-auth-token', 'prod_language'];
    expect(staleAuthKeys(keys, 'production')).toEqual(['preview.supabase.auth.token', 'sb-old-auth-token']);
    expect(staleAuthKeys(keys, 'preview')).toEqual(['prod.supabase.auth.token', 'sb-old-auth-token']);
  });
});

describe('Clear Cache', () => {
  it('keeps army lists, the collection, language, theme and preferences and removes the rest, sign-in data included', () => {
    const keys = [
      'prod_armyList_abc',
      'prod_armyCollection',
      'preview_armyList_x',
      'prod_armyListSync',
      'prod_language',
      'prod_theme',
      'prod_preferences',
      'prod_unitDataCache',
      'prod.supabase.auth.token',
      'prod_appVersion',
    ];
    expect(keysToRemoveOnCacheClear(keys)).toEqual([
      'prod_unitDataCache',
      'prod.supabase.auth.token',
      'prod_appVersion',
    ]);
  });
});

describe('app version change', () => {
  it('keeps army lists, sign-in, language, theme and preferences', () => {
    const keys = [
      'prod_armyList_a1',
      'prod_armyListSync',
      'prod.supabase.auth.token',
      'prod_language',
      'prod_theme',
      'prod_preferences',
      'prod_preferences_builder',
      'prod_performanceCardHidden',
      'prod_appVersion',
      'prod_rulesCache',
      'prod_gameState',
      'prod_tempUpload',
      'prod_armyListSyncOld',
    ];
    expect(keysToRemoveOnAppVersionChange(keys, ['prod_appVersion', 'prod_tokenVersion'])).toEqual([
      'prod_rulesCache',
      'prod_gameState',
      'prod_tempUpload',
      'prod_armyListSyncOld',
    ]);
  });
});

describe('token version change', () => {
  it('removes stale sign-in keys, unit data caches and legacy globals', () => {
    const keys = [
      'prod.supabase.auth.token',
      'preview.supabase.auth.token',
      'sb-old-auth-token',
      'prod_unitDataCache',
      'prod_dataPackCache',
      'appVersion',
      'prod_armyList_x',
      'prod_language',
    ];
    expect(keysToRemoveOnTokenVersionChange(keys, 'production')).toEqual([
      'preview.supabase.auth.token',
      'sb-old-auth-token',
      'prod_unitDataCache',
      'prod_dataPackCache',
      'appVersion',
    ]);
  });
});

describe('purge', () => {
  it('picks temporary keys but never army lists, sign-in data, language, theme or preferences', () => {
    expect(
      purgeCandidates([
        'prod_tempDraft',
        'prod_unitDataCache',
        'rq-query-1',
        'prod_armyList_cache1',
        'prod_armyListSync',
        'prod.supabase.auth.token.cache',
        'prod_language',
        'prod_theme_cache',
        'prod_preferences_query',
      ]),
    ).toEqual(['prod_tempDraft', 'prod_unitDataCache', 'rq-query-1']);
  });

  it('does nothing at or under 3,145,728 characters', () => {
    expect(keysToRemoveForSize([entry('prod_queryCache', 3_000_000)])).toEqual([]);
    expect(keysToRemoveForSize([entry('prod_queryCache', STORAGE_LIMITS.purgeTriggerChars)])).toEqual([]);
  });

  it('removes temp, cache and query keys when over the limit and fewer than 20 of them, and nothing protected', () => {
    expect(
      keysToRemoveForSize([
        entry('prod_queryCache', STORAGE_LIMITS.purgeTriggerChars),
        entry('prod_tempX'),
        entry('prod_armyList_1'),
        entry('prod_armyList_temp'),
        entry('prod.supabase.auth.token'),
      ]),
    ).toEqual(['prod_queryCache', 'prod_tempX']);
  });

  it('removes nothing when 20 or more keys match, and everything removable at 19', () => {
    const many = Array.from({ length: 20 }, (_, index) => entry(`prod_cache${index}`, 200_000));
    expect(keysToRemoveForSize(many)).toEqual([]);
    expect(keysToRemoveForSize(many.slice(0, 19))).toHaveLength(19);
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

describe('cache health', () => {
  it('counts keys, auth keys and characters, and calls a small store good', () => {
    const report = storageReport([entry('prod_language', 15), entry('prod.supabase.auth.token', 1200)]);
    expect(report).toEqual({ keyCount: 2, authKeyCount: 1, characters: 1215, health: 'good', issues: [] });
  });

  it('is poor over 5 MB (5,242,880 characters), over 100 keys or over 5 auth keys, good otherwise', () => {
    expect(storageReport([entry('big', 5 * 1024 * 1024)]).health).toBe('good');
    expect(storageReport([entry('big', 5 * 1024 * 1024 + 1)])).toMatchObject({
      health: 'poor',
      issues: ['storage.too_large'],
    });
    const many = Array.from({ length: 101 }, (_, index) => entry(`prod_k${index}`));
    expect(storageReport(many).issues).toEqual(['storage.too_many_keys']);
    expect(storageReport(many.slice(0, 100)).health).toBe('good');
    const auth = Array.from({ length: 6 }, (_, index) => entry(`sb-${index}-auth-token`));
    expect(storageReport(auth)).toMatchObject({ health: 'poor', issues: ['storage.too_many_auth_keys'] });
    expect(storageReport(auth.slice(0, 5)).health).toBe('good');
  });
});

describe('performance card', () => {
  it('colours the load time: under 2 s green, under 4 s yellow, otherwise red', () => {
    expect([loadTimeBadge(1999), loadTimeBadge(2000), loadTimeBadge(3999), loadTimeBadge(4000)]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });

  it('shows only on a device that keeps loading slowly, or with cache health not good, never on a first visit', () => {
    const show = (recentLoadsMs: number[], health: 'good' | 'middle' | 'poor' | 'checking' = 'good', hidden = false) =>
      showPerformanceCard({ recentLoadsMs, health, hiddenPermanently: hidden });
    // A first visit, however slow or full: no card.
    expect(show([9000])).toBe(false);
    expect(show([9000], 'poor')).toBe(false);
    // One or two slow loads among fast ones: no card.
    expect(show([1000, 3001])).toBe(false);
    expect(show([3500, 1000, 3001])).toBe(false);
    // Three slow loads of the latest five, this one slow too: the card.
    expect(show([3500, 1000, 4000, 3001])).toBe(true);
    expect(show([3001, 3001, 3000])).toBe(false);
    expect(show([3001, 3001, 3001])).toBe(true);
    // Cache health not good shows it from the second visit on.
    expect(show([100, 100], 'poor')).toBe(true);
    expect(show([100, 100], 'middle')).toBe(true);
    expect(show([100, 100], 'checking')).toBe(false);
    expect(show([9000, 9000, 9000], 'poor', true)).toBe(false);
  });

  it('remembers the latest five loads, dropping what is not a time', () => {
    expect(recordLoad([], 1200)).toEqual([1200]);
    expect(recordLoad([1, 2, 3, 4, 5], 6)).toEqual([2, 3, 4, 5, 6]);
    expect(recordLoad([Number.NaN, -3, 7], 8)).toEqual([7, 8]);
  });
});

describe('drafts (issue 21)', () => {
  const drafts = [
    'prod_draft_builder',
    'prod_draft_builder_setAside',
    'preview_draft_gameSetup',
    'prod_draft_gameText',
    'prod_draft_queryCache',
  ];

  it('keeps every draft through Clear Cache, an app or token version change, a purge and an environment reset', () => {
    expect(keysToRemoveOnCacheClear(drafts)).toEqual([]);
    expect(keysToRemoveOnAppVersionChange(drafts, ['prod_appVersion'])).toEqual([]);
    expect(keysToRemoveOnTokenVersionChange(drafts, 'production')).toEqual([]);
    expect(purgeCandidates(drafts)).toEqual([]);
    expect(keysToRemoveForSize(drafts.map((key) => entry(key, STORAGE_LIMITS.purgeTriggerChars)))).toEqual([]);
    expect(environmentResetKeys(drafts, 'production')).toEqual([]);
    expect(environmentResetKeys(drafts, 'preview')).toEqual([]);
  });

  it('does not mistake a temporary key that merely mentions a draft for one', () => {
    expect(purgeCandidates(['prod_tempDraft', 'prod_draftsCache'])).toEqual(['prod_tempDraft', 'prod_draftsCache']);
  });
});
