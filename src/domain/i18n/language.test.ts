import { describe, expect, it } from 'vitest';
import { normaliseLanguage } from './language';

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
