import { htmlToPlainText } from './rich-text/plain-text';
import type { SearchDocument } from './search';

/** Localised rules and FAQ as the API returns them (one language, English filled in). */
export interface LocalisedChapter {
  id: string;
  title: string;
  sections: ReadonlyArray<{ id: string; title: string; content: string }>;
}
export interface LocalisedFaqSection {
  id: string;
  title: string;
  content: string;
}

export const rulesSectionPath = (sectionId: string) => `/rules#${sectionId}`;
export const faqSectionPath = (sectionId: string) => `/faq#${sectionId}`;

/** The search corpus: every rules section, then every FAQ entry, in reading order. */
export function searchDocuments(
  chapters: readonly LocalisedChapter[],
  faq: readonly LocalisedFaqSection[],
): SearchDocument[] {
  return [
    ...chapters.flatMap((chapter) =>
      chapter.sections.map((section) => ({
        id: section.id,
        source: 'rules' as const,
        path: rulesSectionPath(section.id),
        title: section.title,
        content: htmlToPlainText(section.content),
        group: chapter.title,
      })),
    ),
    ...faq.map((entry) => ({
      id: entry.id,
      source: 'faq' as const,
      path: faqSectionPath(entry.id),
      title: entry.title,
      content: htmlToPlainText(entry.content),
    })),
  ];
}
