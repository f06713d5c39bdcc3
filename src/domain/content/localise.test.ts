import { describe, expect, it } from 'vitest';
import { isBlank, localisedField, pickLocalised } from './localise';

describe('localisation fallback', () => {
  it('uses the language asked for when it has text', () => {
    expect(pickLocalised({ en: 'Turn', es: 'Turno', fr: 'Tour' }, 'es')).toEqual({
      text: 'Turno',
      language: 'es',
      fallback: false,
    });
  });

  it('falls back to English per field when es/fr is missing, empty or blank', () => {
    for (const es of [undefined, null, '', '   ']) {
      expect(pickLocalised({ en: 'Turn', es }, 'es')).toEqual({ text: 'Turn', language: 'en', fallback: true });
    }
    const record = { title: 'Round', title_fr: 'Manche', content: 'Text', content_fr: '' };
    expect(localisedField(record, 'title', 'fr').text).toBe('Manche');
    expect(localisedField(record, 'content', 'fr')).toMatchObject({ text: 'Text', fallback: true });
  });

  it('reads news-style fields with an _en suffix', () => {
    const item = { content_en: 'Hello', content_es: 'Hola' };
    expect(localisedField(item, 'content', 'es', { englishSuffix: true }).text).toBe('Hola');
    expect(localisedField(item, 'content', 'fr', { englishSuffix: true }).text).toBe('Hello');
  });

  it('gives empty text when English is missing too', () => {
    expect(pickLocalised({}, 'fr')).toEqual({ text: '', language: 'en', fallback: true });
    expect(isBlank(' \n')).toBe(true);
    expect(isBlank('x')).toBe(false);
  });
});
