import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, storedLanguage } from './i18n';
import { appStorage } from './storage';

describe('i18n', () => {
  it('defaults to English', () => {
    expect(i18n.t('landing.startBuilding')).toBe('Start Building');
  });

  it('shows "Missing translation: {key}" and warns for a key no language has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.t('nowhere.to.be.found')).toBe('Missing translation: nowhere.to.be.found');
    expect(warn).toHaveBeenCalledWith('Missing translation: nowhere.to.be.found');
  });

  it('falls back to English for a key missing in Spanish', async () => {
    i18n.addResource('en', 'translation', 'onlyInEnglish', 'English only');
    await changeLanguage('es');
    expect(i18n.t('onlyInEnglish')).toBe('English only');
    expect(i18n.t('landing.startBuilding')).toBe('Empezar a crear');
    await changeLanguage('en');
  });

  it('stores the choice under the prefixed key and reads unknown values as English', async () => {
    await changeLanguage('fr');
    expect(window.localStorage.getItem(appStorage.key('language'))).toBe('fr');
    expect(appStorage.key('language')).toBe('prod_language');
    expect(document.documentElement.lang).toBe('fr');
    window.localStorage.setItem(appStorage.key('language'), 'klingon');
    expect(storedLanguage()).toBe('en');
    await changeLanguage('de');
    expect(i18n.language).toBe('en');
  });
});
