import { describe, expect, it } from 'vitest';
import {
  chapterDraft,
  draftToBody,
  emptyDraft,
  faqDraft,
  missingLanguages,
  moveId,
  newsDraft,
  sectionDraft,
  slugFromTitle,
} from './entry-model';

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

  it('reads the texts of a section, a chapter and a FAQ entry, with a missing translation empty, and sends them back', () => {
    const texts = {
      title: 'Moving',
      title_es: 'Movimiento',
      title_fr: null,
      content: '<p>Move</p>',
      content_es: null,
      content_fr: '<p>Bouger</p>',
    };
    const draft = sectionDraft({ id: 'moving', chapter_id: 'basics', ...texts, order_index: 1 });
    expect(draft).toEqual({
      id: 'moving',
      titles: { en: 'Moving', es: 'Movimiento', fr: '' },
      bodies: { en: '<p>Move</p>', es: '', fr: '<p>Bouger</p>' },
      date: '',
      translationKey: '',
    });
    expect(draftToBody('section', draft, false)).toEqual(texts);
    const chapter = chapterDraft({
      id: 'basics',
      title: 'Basics',
      title_es: null,
      title_fr: 'Bases',
      order_index: 0,
      sections: [],
    });
    expect(chapter.titles).toEqual({ en: 'Basics', es: '', fr: 'Bases' });
    expect(chapter.bodies).toEqual({ en: '', es: '', fr: '' });
    expect(draftToBody('chapter', chapter, true)).toEqual({
      id: 'basics',
      title: 'Basics',
      title_es: null,
      title_fr: 'Bases',
    });
    const faq = faqDraft({
      id: 'q',
      section: 'Q?',
      section_es: '¿P?',
      section_fr: null,
      content: '<p>A</p>',
      content_es: null,
      content_fr: '<p>R</p>',
      order_index: 2,
    });
    expect(faq.titles).toEqual({ en: 'Q?', es: '¿P?', fr: '' });
    expect(faq.bodies).toEqual({ en: '<p>A</p>', es: '', fr: '<p>R</p>' });
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
