import { describe, expect, it } from 'vitest';
import { draftToBody, emptyDraft, missingLanguages, moveId, newsDraft, slugFromTitle } from './entry-model';

describe('entry model', () => {
  it('lists the languages a draft is missing', () => {
    const draft = emptyDraft('2026-11-22');
    draft.titles = { en: 'Moving', es: 'Movimiento', fr: '' };
    draft.bodies = { en: '<p>Move</p>', es: '', fr: '<p>Bouger</p>' };
    expect(missingLanguages('section', draft)).toEqual(['es', 'fr']);
    expect(missingLanguages('chapter', draft)).toEqual(['fr']);
    draft.titles.fr = 'Mouvement';
    draft.bodies.es = '<p>Mover</p>';
    expect(missingLanguages('section', draft)).toEqual([]);
  });

  it('does not ask for translations of an empty English text', () => {
    const draft = emptyDraft('2026-11-22');
    draft.titles = { en: 'Empty', es: 'Vacío', fr: 'Vide' };
    expect(missingLanguages('faq', draft)).toEqual([]);
  });

  it('sends the spec field names, with empty translations as null and the id only when creating', () => {
    const draft = newsDraft({
      news_id: 'launch',
      date: '2026-11-22',
      translation_key: null,
      content_en: '<p>Hi</p>',
      content_es: null,
      content_fr: 'Salut',
    });
    expect(draftToBody('news', draft, false)).toEqual({
      date: '2026-11-22',
      translation_key: null,
      content_en: '<p>Hi</p>',
      content_es: null,
      content_fr: 'Salut',
    });
    expect(draftToBody('news', draft, true)).toMatchObject({ news_id: 'launch' });
    const faq = { ...emptyDraft(''), id: 'q', titles: { en: 'Q?', es: ' ', fr: 'Q ?' } };
    expect(draftToBody('faq', faq, true)).toEqual({
      id: 'q',
      section: 'Q?',
      section_es: null,
      section_fr: 'Q ?',
      content: '',
      content_es: null,
      content_fr: null,
    });
  });

  it('moves ids within their list only', () => {
    expect(moveId(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(moveId(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(moveId(['a'], 'x', 1)).toBeNull();
  });

  it('makes a readable id from an English title', () => {
    expect(slugFromTitle('Line of Sight & Cover!')).toBe('line-of-sight-cover');
    expect(slugFromTitle('  Éclaireurs  ')).toBe('eclaireurs');
    expect(slugFromTitle('***')).toBe('');
  });
});
