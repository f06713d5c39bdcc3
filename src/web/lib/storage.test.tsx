import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../../test/web/render-in-app';
import { AppStatus } from '../features/pwa/app-status';
import { appStorage, STORAGE_FULL_EVENT } from './storage';

const STORAGE_FULL =
  'Your browser storage is full, so the last change was not saved. Clear the cache or delete old lists, then try again.';

const renderAppStatus = () => renderWithToasts(<AppStatus />);

/** Storage refuses every write from now on, with the error a full browser storage throws. */
const fillStorage = (error: unknown) =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw error;
  });

describe('appStorage', () => {
  it.each([
    ['QuotaExceededError', new DOMException('The quota has been exceeded.', 'QuotaExceededError')],
    [
      'NS_ERROR_DOM_QUOTA_REACHED',
      Object.assign(new Error('Persistent storage maximum size reached'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' }),
    ],
    ['code 1014', Object.assign(new Error('Quota reached'), { code: 1014 })],
  ])('keeps the previous value and says storage is full on %s', async (_name, error) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('prod_armyList_1', '{"name":"Before"}');
    renderAppStatus();
    fillStorage(error);

    let stored = true;
    act(() => {
      stored = appStorage.setJson('armyList_1', { name: 'After' });
    });

    expect(stored).toBe(false);
    expect(window.localStorage.getItem('prod_armyList_1')).toBe('{"name":"Before"}');
    expect(await screen.findByText(STORAGE_FULL)).toBeTruthy();
  });

  it('fails quietly, without the storage-full message, on other write errors', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = vi.fn();
    window.addEventListener(STORAGE_FULL_EVENT, full);
    fillStorage(new DOMException('Access denied', 'SecurityError'));
    expect(appStorage.setString('language', 'fr')).toBe(false);
    expect(full).not.toHaveBeenCalled();
    window.removeEventListener(STORAGE_FULL_EVENT, full);
  });

  it('removes a corrupt JSON value with a log line and reads it as missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('prod_preferences_builder', '{not json');
    expect(appStorage.getJson('preferences_builder')).toBeNull();
    expect(window.localStorage.getItem('prod_preferences_builder')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Removed corrupt stored value for preferences_builder');
  });
});
