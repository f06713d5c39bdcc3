import type { Language } from '../i18n/language';
import { splitAtHeadings } from './rich-text/markdown';
import { markdownToHtml as toSanitisedHtml } from './rich-text/store';
import type { FaqSectionInput, RulesChapterInput } from './content-schema';

/**
 * Rules and FAQ written as Markdown, one file per language:
 *
 *   # Chapter title {#chapter-id}
 *   ## Section title {#section-id}
 *   Section text in Markdown…
 *
 * FAQ files use `## Question {#id}` headings (a `#` heading is the file's title and is ignored).
 * Ids are required outside English, so translations attach to the right entry; in English a
 * missing id is made from the title. Section bodies are read with remark and stored as sanitised
 * HTML (rich-text/store.ts).
 */

interface Heading {
  level: number;
  title: string;
  id: string | null;
}

const HEADING = /^(.*?)\s*(?:\{#([a-z0-9-]+)\})?\s*$/;

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

function markdownToHtml(markdown: string): string {
  return toSanitisedHtml(markdown.trim());
}

function split(markdown: string): Array<{ heading: Heading; body: string }> {
  return splitAtHeadings(markdown, 2).map((part) => {
    const match = HEADING.exec(part.heading)!;
    return { heading: { level: part.depth, title: match[1]!, id: match[2] ?? null }, body: part.body };
  });
}

export class ContentMarkdownError extends Error {}

function requireId(heading: Heading, language: Language): string {
  if (heading.id) return heading.id;
  if (language !== 'en')
    throw new ContentMarkdownError(`Heading "${heading.title}" needs an {#id} in a ${language} file`);
  const slug = slugify(heading.title);
  if (!slug) throw new ContentMarkdownError(`Heading "${heading.title}" needs an {#id}`);
  return slug;
}

export interface ParsedChapter {
  id: string;
  title: string;
  sections: Array<{ id: string; title: string; content: string }>;
}

export function parseRulesMarkdown(markdown: string, language: Language): ParsedChapter[] {
  const chapters: ParsedChapter[] = [];
  for (const { heading, body } of split(markdown)) {
    if (heading.level === 1) chapters.push({ id: requireId(heading, language), title: heading.title, sections: [] });
    else {
      const chapter = chapters[chapters.length - 1];
      if (!chapter) throw new ContentMarkdownError(`Section "${heading.title}" comes before any # chapter`);
      chapter.sections.push({ id: requireId(heading, language), title: heading.title, content: markdownToHtml(body) });
    }
  }
  return chapters;
}

export function parseFaqMarkdown(
  markdown: string,
  language: Language,
): Array<{ id: string; section: string; content: string }> {
  return split(markdown)
    .filter(({ heading }) => heading.level === 2)
    .map(({ heading, body }) => ({
      id: requireId(heading, language),
      section: heading.title,
      content: markdownToHtml(body),
    }));
}

/** Joins one parsed file per language into chapter inputs; English decides the entries and order. */
export function mergeRulesLanguages(byLanguage: Partial<Record<Language, ParsedChapter[]>>): RulesChapterInput[] {
  const english = byLanguage.en ?? [];
  const find = (language: 'es' | 'fr') => {
    const chapters = new Map<string, ParsedChapter>();
    const sections = new Map<string, { title: string; content: string }>();
    for (const chapter of byLanguage[language] ?? []) {
      chapters.set(chapter.id, chapter);
      for (const section of chapter.sections) sections.set(section.id, section);
    }
    return { chapters, sections };
  };
  const es = find('es');
  const fr = find('fr');
  return english.map((chapter, chapterIndex) => ({
    id: chapter.id,
    title: chapter.title,
    title_es: es.chapters.get(chapter.id)?.title ?? null,
    title_fr: fr.chapters.get(chapter.id)?.title ?? null,
    order_index: chapterIndex,
    sections: chapter.sections.map((section, sectionIndex) => ({
      id: section.id,
      title: section.title,
      title_es: es.sections.get(section.id)?.title ?? null,
      title_fr: fr.sections.get(section.id)?.title ?? null,
      content: section.content,
      content_es: es.sections.get(section.id)?.content ?? null,
      content_fr: fr.sections.get(section.id)?.content ?? null,
      order_index: sectionIndex,
    })),
  }));
}

export function mergeFaqLanguages(
  byLanguage: Partial<Record<Language, Array<{ id: string; section: string; content: string }>>>,
): FaqSectionInput[] {
  const lookup = (language: 'es' | 'fr') => new Map((byLanguage[language] ?? []).map((entry) => [entry.id, entry]));
  const es = lookup('es');
  const fr = lookup('fr');
  return (byLanguage.en ?? []).map((entry, index) => ({
    id: entry.id,
    section: entry.section,
    section_es: es.get(entry.id)?.section ?? null,
    section_fr: fr.get(entry.id)?.section ?? null,
    content: entry.content,
    content_es: es.get(entry.id)?.content ?? null,
    content_fr: fr.get(entry.id)?.content ?? null,
    order_index: index,
  }));
}
