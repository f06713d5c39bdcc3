import { z } from 'zod';

/**
 * The content bundle: what the seed files, the importer (`npm run content:import`) and, later,
 * the admin editors write. Field names follow the spec's tables (§3). English is required,
 * Spanish and French are optional and fall back to English per field when missing.
 */

export const contentIdSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');

const optionalText = z.string().max(100_000).nullish();
const title = z.string().trim().min(1, 'The English title is required').max(300);
const optionalTitle = z.string().trim().max(300).nullish();
const orderIndex = z.number().int().min(0).max(1_000_000);

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22')
  .refine(isRealDate, 'Not a real calendar date');

export const rulesSectionInputSchema = z.object({
  id: contentIdSchema,
  title,
  title_es: optionalTitle,
  title_fr: optionalTitle,
  content: z.string().max(100_000),
  content_es: optionalText,
  content_fr: optionalText,
  order_index: orderIndex.optional(),
});
export type RulesSectionInput = z.infer<typeof rulesSectionInputSchema>;

export const rulesChapterInputSchema = z.object({
  id: contentIdSchema,
  title,
  title_es: optionalTitle,
  title_fr: optionalTitle,
  order_index: orderIndex.optional(),
  sections: z.array(rulesSectionInputSchema).max(500).default([]),
});
export type RulesChapterInput = z.infer<typeof rulesChapterInputSchema>;

/** An extra note appended to a rules section (spec §5 "rules fix-ups"), kept as data. */
export const rulesNoteInputSchema = z.object({
  id: contentIdSchema,
  section_id: contentIdSchema,
  content: z.string().trim().min(1, 'The English note is required').max(20_000),
  content_es: optionalText,
  content_fr: optionalText,
  order_index: orderIndex.optional(),
});
export type RulesNoteInput = z.infer<typeof rulesNoteInputSchema>;

export const faqSectionInputSchema = z.object({
  id: contentIdSchema,
  section: title,
  section_es: optionalTitle,
  section_fr: optionalTitle,
  content: z.string().max(100_000),
  content_es: optionalText,
  content_fr: optionalText,
  order_index: orderIndex.optional(),
});
export type FaqSectionInput = z.infer<typeof faqSectionInputSchema>;

export const newsItemInputSchema = z.object({
  news_id: contentIdSchema,
  date: isoDateSchema,
  translation_key: z.string().max(200).nullish(),
  content_en: z.string().trim().min(1, 'The English content is required').max(100_000),
  content_es: optionalText,
  content_fr: optionalText,
});
export type NewsItemInput = z.infer<typeof newsItemInputSchema>;

export const contentBundleSchema = z.object({
  rules: z.array(rulesChapterInputSchema).optional(),
  notes: z.array(rulesNoteInputSchema).optional(),
  faq: z.array(faqSectionInputSchema).optional(),
  news: z.array(newsItemInputSchema).optional(),
  changelog: z.string().max(2_000_000).optional(),
});
export type ContentBundle = z.infer<typeof contentBundleSchema>;
