import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, storedLanguage } from './i18n';
import { appStorage } from './storage';

describe('i18n', () => {
  it('defaults to English', () => {
    expect(i18n.t('landing.startBuilding')).toBe('Start Building');
  });

  it('loads the texts of another language when a switch first asks for them, also through the translator', async () => {
    // As on a first visit in English (test files share the translator).
    i18n.removeResourceBundle('fr', 'translation');
    expect(i18n.t('landing.startBuilding', { lng: 'fr' })).toBe('Start Building');
    await i18n.changeLanguage('fr');
    expect(i18n.t('landing.startBuilding')).toBe('Commencer une liste');
    await i18n.changeLanguage('en');
  });

  it('shows "Missing translation: {key}" and warns for a key no language has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error -- a key no English text has fails the type-check too
    expect(i18n.t('nowhere.to.be.found')).toBe('Missing translation: nowhere.to.be.found');
    expect(warn).toHaveBeenCalledWith('Missing translation: nowhere.to.be.found');
  });

  it('falls back to English for a key missing in Spanish', async () => {
    // A namespace of its own: a key added to "translation" would be written into the shared
    // English bundle that other test files read.
    i18n.addResourceBundle('en', 'fallback-check', { onlyInEnglish: 'English only' });
    i18n.addResourceBundle('es', 'fallback-check', {});
    await changeLanguage('es');
    // @ts-expect-error -- a namespace of this test only, so not among the typed ones
    expect(i18n.t('onlyInEnglish', { ns: 'fallback-check' })).toBe('English only');
    expect(i18n.t('landing.startBuilding')).toBe('Empezar a crear');
    await changeLanguage('en');
    i18n.removeResourceBundle('en', 'fallback-check');
    i18n.removeResourceBundle('es', 'fallback-check');
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
