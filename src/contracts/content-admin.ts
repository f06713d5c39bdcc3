import { z } from 'zod';
import {
  contentIdSchema,
  faqSectionInputSchema,
  newsItemInputSchema,
  rulesChapterInputSchema,
  rulesSectionInputSchema,
} from '../domain/content/content-schema';

/**
 * The admin content editors' API (admins only, checked on the server). Reads return every
 * language as stored (already sanitised on save) so the editors can show them side by side;
 * writes take the spec §3 field names. Rich text is sanitised to the spec §5 allow-list before
 * it is stored.
 */
export const CONTENT_ADMIN_PATHS = {
  all: '/api/admin/content',
  chapters: '/api/admin/content/rules',
  chapter: '/api/admin/content/rules/:chapterId',
  chaptersOrder: '/api/admin/content/rules-order',
  sections: '/api/admin/content/rules/:chapterId/sections',
  section: '/api/admin/content/rules/:chapterId/sections/:sectionId',
  sectionsOrder: '/api/admin/content/rules/:chapterId/sections-order',
  faq: '/api/admin/content/faq',
  faqSection: '/api/admin/content/faq/:sectionId',
  faqOrder: '/api/admin/content/faq-order',
  news: '/api/admin/content/news',
  newsItem: '/api/admin/content/news/:newsId',
  changelog: '/api/admin/content/changelog',
} as const;

/** Fills `:name` segments, encoding each value. */
export function contentAdminPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

// ---- Request bodies -------------------------------------------------------------------------

export const chapterCreateSchema = rulesChapterInputSchema.omit({ sections: true });
export type ChapterCreate = z.infer<typeof chapterCreateSchema>;
export const chapterUpdateSchema = chapterCreateSchema.omit({ id: true });
export type ChapterUpdate = z.infer<typeof chapterUpdateSchema>;

export const sectionCreateSchema = rulesSectionInputSchema;
export type SectionCreate = z.infer<typeof sectionCreateSchema>;
export const sectionUpdateSchema = rulesSectionInputSchema.omit({ id: true });
export type SectionUpdate = z.infer<typeof sectionUpdateSchema>;

export const faqCreateSchema = faqSectionInputSchema;
export type FaqCreate = z.infer<typeof faqCreateSchema>;
export const faqUpdateSchema = faqSectionInputSchema.omit({ id: true });
export type FaqUpdate = z.infer<typeof faqUpdateSchema>;

export const newsCreateSchema = newsItemInputSchema;
export type NewsCreate = z.infer<typeof newsCreateSchema>;
export const newsUpdateSchema = newsItemInputSchema.omit({ news_id: true });
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

/** The new order: every id of the list exactly once, first shown first. */
export const reorderSchema = z.object({ ids: z.array(contentIdSchema).min(1).max(1000) });
export type Reorder = z.infer<typeof reorderSchema>;

export const changelogUpdateSchema = z.object({ content: z.string().max(2_000_000) });

export const chapterParamsSchema = z.object({ chapterId: contentIdSchema });
export const sectionParamsSchema = chapterParamsSchema.extend({ sectionId: contentIdSchema });
export const faqParamsSchema = z.object({ sectionId: contentIdSchema });
export const newsParamsSchema = z.object({ newsId: contentIdSchema });

// ---- Responses ------------------------------------------------------------------------------

const text = z.string().nullable();

export const adminSectionSchema = z.object({
  id: z.string(),
  chapter_id: z.string(),
  title: z.string(),
  title_es: text,
  title_fr: text,
  content: z.string(),
  content_es: text,
  content_fr: text,
  order_index: z.number().int(),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;

export const adminChapterSchema = z.object({
  id: z.string(),
  title: z.string(),
  title_es: text,
  title_fr: text,
  order_index: z.number().int(),
  sections: z.array(adminSectionSchema),
});
export type AdminChapter = z.infer<typeof adminChapterSchema>;

export const adminFaqSchema = z.object({
  id: z.string(),
  section: z.string(),
  section_es: text,
  section_fr: text,
  content: z.string(),
  content_es: text,
  content_fr: text,
  order_index: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export const adminNewsSchema = z.object({
  news_id: z.string(),
  date: z.string(),
  translation_key: text,
  content_en: text,
  content_es: text,
  content_fr: text,
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminContentSchema = z.object({
  chapters: z.array(adminChapterSchema),
  faq: z.array(adminFaqSchema),
  news: z.array(adminNewsSchema),
  changelog: z.string(),
});
export type AdminContent = z.infer<typeof adminContentSchema>;

export const changelogSavedSchema = z.object({ version: z.string() });
/** The answer to a create or an edit: the entry's id. */
export const entrySavedSchema = z.object({ id: z.string() });
/** The answer to a reorder: the ids in their new order. */
export const orderSavedSchema = z.object({ ids: z.array(z.string()) });

/** Why a changelog cannot be saved: its version cannot be read (spec §5). */
export const CHANGELOG_PROBLEMS = ['changelog.empty', 'changelog.html', 'changelog.no_version'] as const;
export type ChangelogProblem = (typeof CHANGELOG_PROBLEMS)[number];
