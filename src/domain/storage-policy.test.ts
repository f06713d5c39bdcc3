import { describe, expect, it } from 'vitest';
import { keysToRemoveOnCacheClear } from './storage-policy';

describe('keysToRemoveOnCacheClear', () => {
  it('keeps army lists, language, theme and preferences and removes the rest', () => {
    const keys = [
      'prod_armyList_abc',
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

import {
  cacheHealth,
  keysOfEnvironment,
  keysToRemoveForSize,
  keysToRemoveOnAppVersionChange,
  keysToRemoveOnTokenVersionChange,
  loadTimeBadge,
  readCacheHealth,
  showPerformanceCard,
} from './storage-policy';

const entry = (key: string, length = 10) => ({ key, length });

describe('app version change', () => {
  it('keeps army lists, sign-in, language, theme and preferences', () => {
    const keys = [
      'prod_armyList_a1',
      'prod_armyListSync',
      'prod.supabase.auth.token',
      'prod_language',
      'prod_theme',
      'prod_preferences',
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
    const keys = ['prod.supabase.auth.token', 'preview.supabase.auth.token', 'sb-old-auth-token', 'prod_unitDataCache', 'appVersion', 'prod_armyList_x'];
    expect(keysToRemoveOnTokenVersionChange(keys, 'prod.supabase.auth.token')).toEqual([
      'preview.supabase.auth.token',
      'sb-old-auth-token',
      'prod_unitDataCache',
      'appVersion',
    ]);
  });
});

describe('size purge', () => {
  it('does nothing under 3,145,728 characters', () => {
    expect(keysToRemoveForSize([entry('prod_queryCache', 3_000_000)])).toEqual([]);
  });
  it('removes temp, cache and query keys when over the limit and fewer than 20 of them', () => {
    expect(keysToRemoveForSize([entry('prod_queryCache', 3_200_000), entry('prod_tempX'), entry('prod_armyList_1')])).toEqual([
      'prod_queryCache',
      'prod_tempX',
    ]);
  });
  it('removes nothing when 20 or more keys match', () => {
    const many = Array.from({ length: 20 }, (_, index) => entry(`prod_cache${index}`, 200_000));
    expect(keysToRemoveForSize(many)).toEqual([]);
  });
});

describe('cache health', () => {
  it('is poor over 5 MB, over 100 keys or over 5 auth keys, good otherwise', () => {
    expect(cacheHealth([entry('a')])).toBe('good');
    expect(cacheHealth([entry('a', 5 * 1024 * 1024 + 1)])).toBe('poor');
    expect(cacheHealth(Array.from({ length: 101 }, (_, index) => entry(`k${index}`)))).toBe('poor');
    expect(cacheHealth(Array.from({ length: 6 }, (_, index) => entry(`sb-${index}-auth-token`)))).toBe('poor');
    expect(cacheHealth(Array.from({ length: 5 }, (_, index) => entry(`sb-${index}-auth-token`)))).toBe('good');
  });
  it('reads unknown values as middle', () => {
    expect(readCacheHealth('good')).toBe('good');
    expect(readCacheHealth('excellent')).toBe('middle');
    expect(readCacheHealth(undefined)).toBe('middle');
  });
});

describe('performance card', () => {
  it('colours the load time and decides when to show', () => {
    expect([loadTimeBadge(1999), loadTimeBadge(2000), loadTimeBadge(3999), loadTimeBadge(4000)]).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect(showPerformanceCard({ loadMs: 3001, health: 'good', hiddenPermanently: false })).toBe(true);
    expect(showPerformanceCard({ loadMs: 100, health: 'poor', hiddenPermanently: false })).toBe(true);
    expect(showPerformanceCard({ loadMs: 100, health: 'middle', hiddenPermanently: false })).toBe(true);
    expect(showPerformanceCard({ loadMs: 100, health: 'good', hiddenPermanently: false })).toBe(false);
    expect(showPerformanceCard({ loadMs: 9000, health: 'poor', hiddenPermanently: true })).toBe(false);
  });
  it('finds the keys of one environment for the reset helpers', () => {
    expect(keysOfEnvironment(['prod_a', 'preview_b', 'prod.supabase.auth.token'], 'prod_', 'prod.supabase.auth.token')).toEqual([
      'prod_a',
      'prod.supabase.auth.token',
    ]);
  });
});
