import type { AdminChapter, AdminFaq, AdminNews, AdminSection } from '../../../contracts/content-admin';
import type { Language } from '../../../domain/i18n/language';

/** What the editors edit: a rules chapter (titles only), a rules section, a FAQ entry or a news item. */
export type EntryKind = 'chapter' | 'section' | 'faq' | 'news';

export type Texts = Record<Language, string>;

/** The form's state for any kind; fields a kind does not have stay empty and are not sent. */
export interface Draft {
  id: string;
  titles: Texts;
  bodies: Texts;
  date: string;
  translationKey: string;
}

export const EMPTY_TEXTS: Texts = { en: '', es: '', fr: '' };

export const hasTitle = (kind: EntryKind) => kind !== 'news';
export const hasBody = (kind: EntryKind) => kind !== 'chapter';

const text = (value: string | null | undefined) => value ?? '';

/** A record's text in each language, from its columns `name`, `name_es` and `name_fr`; a missing one is ''. */
function textsFrom<Name extends string>(
  record: { [Column in Name | `${Name}_es` | `${Name}_fr`]: string | null | undefined },
  name: Name,
): Texts {
  return { en: text(record[name]), es: text(record[`${name}_es`]), fr: text(record[`${name}_fr`]) };
}

export function emptyDraft(today: string): Draft {
  return { id: '', titles: { ...EMPTY_TEXTS }, bodies: { ...EMPTY_TEXTS }, date: today, translationKey: '' };
}

export function chapterDraft(chapter: AdminChapter): Draft {
  return {
    id: chapter.id,
    titles: textsFrom(chapter, 'title'),
    bodies: { ...EMPTY_TEXTS },
    date: '',
    translationKey: '',
  };
}

export function sectionDraft(section: AdminSection): Draft {
  return {
    id: section.id,
    titles: textsFrom(section, 'title'),
    bodies: textsFrom(section, 'content'),
    date: '',
    translationKey: '',
  };
}

export function faqDraft(entry: AdminFaq): Draft {
  return {
    id: entry.id,
    titles: textsFrom(entry, 'section'),
    bodies: textsFrom(entry, 'content'),
    date: '',
    translationKey: '',
  };
}

export function newsDraft(item: AdminNews): Draft {
  return {
    id: item.news_id,
    titles: { ...EMPTY_TEXTS },
    bodies: { en: text(item.content_en), es: text(item.content_es), fr: text(item.content_fr) },
    date: item.date,
    translationKey: text(item.translation_key),
  };
}

const orNull = (value: string) => (value.trim() ? value : null);

/** Texts as a record's columns `name`, `name_es` and `name_fr`; a translation left empty is null. */
const columns = (name: string, texts: Texts) => ({
  [name]: texts.en,
  [`${name}_es`]: orNull(texts.es),
  [`${name}_fr`]: orNull(texts.fr),
});

/** The request body for this kind, with the spec §3 field names; the id travels in the path when editing. */
export function draftToBody(kind: EntryKind, draft: Draft, creating: boolean): Record<string, unknown> {
  const id = creating ? { id: draft.id } : {};
  switch (kind) {
    case 'chapter':
      return { ...id, ...columns('title', draft.titles) };
    case 'section':
      return { ...id, ...columns('title', draft.titles), ...columns('content', draft.bodies) };
    case 'faq':
      return { ...id, ...columns('section', draft.titles), ...columns('content', draft.bodies) };
    case 'news':
      return {
        ...(creating ? { news_id: draft.id } : {}),
        date: draft.date,
        translation_key: orNull(draft.translationKey),
        content_en: draft.bodies.en,
        content_es: orNull(draft.bodies.es),
        content_fr: orNull(draft.bodies.fr),
      };
  }
}

/**
 * The languages a draft is missing: a language counts as translated when every text the kind has
 * (title and/or body) is filled in; English is never listed as it is required.
 */
export function missingLanguages(kind: EntryKind, draft: Pick<Draft, 'titles' | 'bodies'>): Language[] {
  return (['es', 'fr'] as const).filter((language) => {
    const titleMissing = hasTitle(kind) && !draft.titles[language].trim();
    const bodyMissing = hasBody(kind) && Boolean(draft.bodies.en.trim()) && !draft.bodies[language].trim();
    return titleMissing || bodyMissing;
  });
}

/** Maps the server's field names back to the form's, to show each error under its field. */
export function formField(path: string): string {
  const map: Record<string, string> = {
    id: 'id',
    news_id: 'id',
    title: 'title.en',
    title_es: 'title.es',
    title_fr: 'title.fr',
    section: 'title.en',
    section_es: 'title.es',
    section_fr: 'title.fr',
    content: 'body.en',
    content_en: 'body.en',
    content_es: 'body.es',
    content_fr: 'body.fr',
    date: 'date',
    translation_key: 'translationKey',
  };
  return map[path] ?? 'form';
}

/** Moves one id up or down a list, or returns null when it is already at that end. */
export function moveId(ids: string[], id: string, direction: -1 | 1): string[] | null {
  const index = ids.indexOf(id);
  const target = index + direction;
  if (index === -1 || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A readable id from an English title: lower-case words joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
