import { faqSections, rulesChapters, rulesSections } from './schema';

/**
 * The columns of the rules and FAQ tables under the names the contracts use (snake case, one
 * column per language), read alike by the public pages and the admin editors.
 */

export const chapterColumns = {
  id: rulesChapters.id,
  title: rulesChapters.title,
  title_es: rulesChapters.titleEs,
  title_fr: rulesChapters.titleFr,
  order_index: rulesChapters.orderIndex,
};
export const sectionColumns = {
  id: rulesSections.id,
  chapter_id: rulesSections.chapterId,
  title: rulesSections.title,
  title_es: rulesSections.titleEs,
  title_fr: rulesSections.titleFr,
  content: rulesSections.content,
  content_es: rulesSections.contentEs,
  content_fr: rulesSections.contentFr,
  order_index: rulesSections.orderIndex,
};
export const faqColumns = {
  id: faqSections.id,
  section: faqSections.section,
  section_es: faqSections.sectionEs,
  section_fr: faqSections.sectionFr,
  content: faqSections.content,
  content_es: faqSections.contentEs,
  content_fr: faqSections.contentFr,
  order_index: faqSections.orderIndex,
};
