import { describe, expect, it } from 'vitest';
import { normaliseLanguage, pageLanguage } from './language';

describe('normaliseLanguage', () => {
  it('keeps en, es and fr', () => {
    expect(normaliseLanguage('es')).toBe('es');
    expect(normaliseLanguage('fr')).toBe('fr');
    expect(normaliseLanguage('en')).toBe('en');
  });
  it.each(['de', 'EN', '', null, undefined, 42, '"es"'])('falls back to en for %s', (value) => {
    expect(normaliseLanguage(value)).toBe('en');
  });
});

describe('pageLanguage', () => {
  it('prefers the saved choice, then the first offered language by weight, then English', () => {
    expect(pageLanguage('fr', 'es-ES,es;q=0.9')).toBe('fr');
    expect(pageLanguage(null, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pageLanguage(undefined, 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(pageLanguage('klingon', 'en;q=0.2, fr;q=0.5')).toBe('fr');
    expect(pageLanguage(null, 'de, it;q=0')).toBe('en');
    expect(pageLanguage(null, ['fr-CA', 'en-US'])).toBe('fr');
    expect(pageLanguage(null, '*')).toBe('en');
    expect(pageLanguage(null, undefined)).toBe('en');
    expect(pageLanguage(null, ';;;,q=,es;q=abc')).toBe('en');
  });
});
