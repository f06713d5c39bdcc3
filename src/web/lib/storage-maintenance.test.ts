import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../domain/app-version';
import { TOKEN_VERSION } from '../../domain/storage-policy';
import { ENVIRONMENT_RELOAD_MS, maintainStorage } from './storage-maintenance';

const store = (entries: Record<string, string>) => {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
};
const keys = () => Object.keys(window.localStorage).sort();
/** Storage as this version left it, so only the step under test has work to do. */
const upToDate = { prod_appVersion: APP_VERSION, prod_tokenVersion: TOKEN_VERSION };

afterEach(() => {
  vi.useRealTimers();
});

describe('maintainStorage', () => {
  it('on a new app version keeps lists, sign-in, language, theme and preferences and drops the rest', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    store({
      prod_appVersion: '0.4.0',
      prod_tokenVersion: TOKEN_VERSION,
      prod_armyList_a1: '{}',
      prod_armyListSync: '{}',
      'prod.supabase.auth.token': '{}',
      prod_language: 'fr',
      prod_theme: 'dark',
      prod_preferences_builder: '{}',
      prod_rulesCache: '{}',
      prod_gameState: '{}',
    });
    maintainStorage({ environment: 'production', reload: vi.fn() });
    expect(keys()).toEqual([
      'prod.supabase.auth.token',
      'prod_appVersion',
      'prod_armyListSync',
      'prod_armyList_a1',
      'prod_language',
      'prod_preferences_builder',
      'prod_theme',
      'prod_tokenVersion',
    ]);
    expect(window.localStorage.getItem('prod_appVersion')).toBe(APP_VERSION);
  });

  it('on a new token version clears stale sign-in data, unit data caches and legacy keys, keeping the session', () => {
    store({
      prod_appVersion: APP_VERSION,
      prod_tokenVersion: '1',
      'prod.supabase.auth.token': '{}',
      'preview.supabase.auth.token': '{}',
      'sb-old-auth-token': '{}',
      prod_dataPackCache: '{}',
      language: 'en',
      prod_armyList_a1: '{}',
    });
    maintainStorage({ environment: 'production', reload: vi.fn() });
    expect(keys()).toEqual(['prod.supabase.auth.token', 'prod_appVersion', 'prod_armyList_a1', 'prod_tokenVersion']);
    expect(window.localStorage.getItem('prod_tokenVersion')).toBe(TOKEN_VERSION);
  });

  it('over 3,145,728 characters removes temporary keys but never lists', () => {
    store({ ...upToDate, prod_queryCache: 'x'.repeat(3_145_728), prod_tempDraft: '{}', prod_armyList_a1: '{}' });
    maintainStorage({ environment: 'production', reload: vi.fn() });
    expect(keys()).toEqual(['prod_appVersion', 'prod_armyList_a1', 'prod_tokenVersion']);
  });

  it('leaves local content on a non-local host and reloads after 1 s', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    store({ ...upToDate, prod_contentMode: 'local' });
    maintainStorage({ environment: 'production', reload });
    expect(window.localStorage.getItem('prod_contentMode')).toBeNull();
    vi.advanceTimersByTime(ENVIRONMENT_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(ENVIRONMENT_RELOAD_MS).toBe(1000);
  });

  it('keeps local content on a local host, and live content anywhere, without reloading', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    store({ ...upToDate, prod_contentMode: 'local' });
    maintainStorage({ environment: 'local', reload });
    expect(window.localStorage.getItem('prod_contentMode')).toBe('local');
    window.localStorage.setItem('prod_contentMode', 'live');
    maintainStorage({ environment: 'production', reload });
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('prod_contentMode')).toBe('live');
  });
});
