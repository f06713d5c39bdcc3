import { z } from 'zod';
import { isNulFree, NUL_FREE_MESSAGE } from './text';
import { LANGUAGES, normaliseLanguage } from '../domain/i18n/language';

export { CONTENT_PATHS } from './content-paths';

/**
 * Public content responses. Texts are already localised to the requested language, each field
 * falling back to English when its Spanish or French text is missing (`fallback` names those
 * fields), and HTML is already sanitised to the spec §5 allow-list. Admin write routes will use
 * the input schemas in `src/domain/content/content-schema.ts`.
 */

/** `?lang=` — anything other than en, es or fr reads as en (spec §5). */
export const languageQuerySchema = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((value) => normaliseLanguage(value)),
});

const languageSchema = z.enum(LANGUAGES);
const fallbackSchema = z.array(z.enum(['title', 'content']));

export const rulesSectionSchema = z.object({
  id: z.string(),
  chapterId: z.string(),
  title: z.string(),
  /** Sanitised HTML with `[[red]]` highlight markers; notes (fix-ups) already appended. */
  content: z.string(),
  orderIndex: z.number().int(),
  fallback: fallbackSchema,
});
export type RulesSection = z.infer<typeof rulesSectionSchema>;

export const rulesChapterSchema = z.object({
  id: z.string(),
  title: z.string(),
  orderIndex: z.number().int(),
  fallback: fallbackSchema,
  sections: z.array(rulesSectionSchema),
});
export type RulesChapter = z.infer<typeof rulesChapterSchema>;

export const rulesResponseSchema = z.object({ language: languageSchema, chapters: z.array(rulesChapterSchema) });
export type RulesResponse = z.infer<typeof rulesResponseSchema>;
export const rulesChapterResponseSchema = z.object({ language: languageSchema, chapter: rulesChapterSchema });
export const rulesSectionResponseSchema = z.object({ language: languageSchema, section: rulesSectionSchema });

export const faqSectionSchema = z.object({
  id: z.string(),
  /** The question (the table's `section` column). */
  title: z.string(),
  content: z.string(),
  orderIndex: z.number().int(),
  fallback: fallbackSchema,
});
export type FaqSection = z.infer<typeof faqSectionSchema>;
export const faqResponseSchema = z.object({ language: languageSchema, sections: z.array(faqSectionSchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;
export const faqSectionResponseSchema = z.object({ language: languageSchema, section: faqSectionSchema });

export const newsQuerySchema = languageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const newsItemSchema = z.object({
  id: z.string(),
  newsId: z.string(),
  /** YYYY-MM-DD */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  translationKey: z.string().nullable(),
  /** Sanitised HTML or plain text; null when no language has content ('No content available'). */
  content: z.string().nullable(),
  fallback: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsResponseSchema = z.object({ language: languageSchema, items: z.array(newsItemSchema) });
export type NewsResponse = z.infer<typeof newsResponseSchema>;

/** An id from the URL (a NUL character cannot be looked up in PostgreSQL text). */
const pathIdSchema = z
  .string()
  .min(1)
  .max(80)
  .refine(isNulFree, NUL_FREE_MESSAGE);
export const chapterParamsSchema = z.object({ chapterId: pathIdSchema });
export const sectionParamsSchema = chapterParamsSchema.extend({ sectionId: pathIdSchema });
export const faqParamsSchema = z.object({ sectionId: pathIdSchema });
