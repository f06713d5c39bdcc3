import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminContent,
  ChapterUpdate,
  FaqUpdate,
  NewsUpdate,
  SectionUpdate,
} from '../../../contracts/content-admin';
import { sanitizeHtml } from '../../../domain/content/rich-text/store';
import type { Database } from '../../db/database';
import { changelog, faqSections, newsItems, rulesChapters, rulesSections } from './schema';
import { chapterColumns, faqColumns, sectionColumns } from './content-columns';

/**
 * The admin editors' reads and writes over the content tables. Every language is read as stored;
 * rich text is sanitised to the spec §5 allow-list before it is written, so what is stored is
 * what the public pages show. An empty translation is stored as null and falls back to English.
 */

/** Trimmed text, or null when empty or missing. */
const optional = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
/** Sanitised rich text, or null when nothing is left. */
const richOptional = (value: string | null | undefined): string | null => {
  const clean = value?.trim() ? sanitizeHtml(value).trim() : '';
  return clean ? clean : null;
};
const rich = (value: string): string => (value.trim() ? sanitizeHtml(value).trim() : '');

/** A title in English and its translations, as the tables store them. */
const titleValues = (input: Pick<ChapterUpdate, 'title' | 'title_es' | 'title_fr'>) => ({
  title: input.title,
  titleEs: optional(input.title_es),
  titleFr: optional(input.title_fr),
});
/** Rich text in English and its translations, sanitised. */
const contentValues = (input: Pick<SectionUpdate, 'content' | 'content_es' | 'content_fr'>) => ({
  content: rich(input.content),
  contentEs: richOptional(input.content_es),
  contentFr: richOptional(input.content_fr),
});
const faqValues = (input: FaqUpdate) => ({
  section: input.section,
  sectionEs: optional(input.section_es),
  sectionFr: optional(input.section_fr),
  ...contentValues(input),
});
const newsValues = (input: NewsUpdate) => ({
  date: input.date,
  translationKey: optional(input.translation_key),
  contentEn: richOptional(input.content_en),
  contentEs: richOptional(input.content_es),
  contentFr: richOptional(input.content_fr),
});

const newsColumns = {
  news_id: newsItems.newsId,
  date: sql<string>`to_char(${newsItems.date}, 'YYYY-MM-DD')`,
  translation_key: newsItems.translationKey,
  content_en: newsItems.contentEn,
  content_es: newsItems.contentEs,
  content_fr: newsItems.contentFr,
};

/** The ordered lists an admin can add to and reorder, by table name. */
const ordered = { rules_chapters: rulesChapters, rules_sections: rulesSections, faq_sections: faqSections };
type Table = keyof typeof ordered;

export function contentAdminRepository({ orm }: Pick<Database, 'orm'>) {
  async function nextOrderIndex(table: Table, chapterId?: string): Promise<number> {
    const target = ordered[table];
    const [row] = await orm
      .select({ next: sql<number>`COALESCE(MAX(${target.orderIndex}) + 1, 0)::int` })
      .from(target)
      .where(chapterId ? eq(rulesSections.chapterId, chapterId) : undefined);
    return row?.next ?? 0;
  }

  async function exists(table: Table, id: string): Promise<boolean> {
    const target = ordered[table];
    return (await orm.select({ id: target.id }).from(target).where(eq(target.id, id))).length > 0;
  }

  return {
    async readAll(): Promise<AdminContent> {
      const [chapters, sections, faq, news, log] = await Promise.all([
        orm.select(chapterColumns).from(rulesChapters).orderBy(asc(rulesChapters.orderIndex), asc(rulesChapters.id)),
        orm.select(sectionColumns).from(rulesSections).orderBy(asc(rulesSections.orderIndex), asc(rulesSections.id)),
        orm.select(faqColumns).from(faqSections).orderBy(asc(faqSections.orderIndex), asc(faqSections.id)),
        orm
          .select(newsColumns)
          .from(newsItems)
          .orderBy(desc(newsItems.date), desc(newsItems.createdAt), asc(newsItems.newsId)),
        orm.select({ content: changelog.content }).from(changelog).where(eq(changelog.id, 1)),
      ]);
      return {
        chapters: chapters.map((chapter) => ({
          ...chapter,
          sections: sections.filter((section) => section.chapter_id === chapter.id),
        })),
        faq,
        news,
        changelog: log[0]?.content ?? '',
      };
    },

    chapterExists: (id: string) => exists('rules_chapters', id),
    sectionExists: (id: string) => exists('rules_sections', id),
    faqExists: (id: string) => exists('faq_sections', id),
    async newsExists(newsId: string): Promise<boolean> {
      const rows = await orm.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.newsId, newsId));
      return rows.length > 0;
    },
    async sectionIn(chapterId: string, sectionId: string): Promise<boolean> {
      const rows = await orm
        .select({ id: rulesSections.id })
        .from(rulesSections)
        .where(and(eq(rulesSections.id, sectionId), eq(rulesSections.chapterId, chapterId)));
      return rows.length > 0;
    },

    async createChapter(id: string, input: ChapterUpdate): Promise<void> {
      const order = input.order_index ?? (await nextOrderIndex('rules_chapters'));
      await orm.insert(rulesChapters).values({
        id,
        ...titleValues(input),
        orderIndex: order,
      });
    },

    /** Returns false when there is no such chapter. */
    async updateChapter(id: string, input: ChapterUpdate): Promise<boolean> {
      const rows = await orm
        .update(rulesChapters)
        .set({
          ...titleValues(input),
          orderIndex: input.order_index ?? sql`${rulesChapters.orderIndex}`,
          updatedAt: sql`now()`,
        })
        .where(eq(rulesChapters.id, id))
        .returning({ id: rulesChapters.id });
      return rows.length > 0;
    },

    async deleteChapter(id: string): Promise<boolean> {
      const rows = await orm.delete(rulesChapters).where(eq(rulesChapters.id, id)).returning({ id: rulesChapters.id });
      return rows.length > 0;
    },

    async createSection(chapterId: string, id: string, input: SectionUpdate): Promise<void> {
      const order = input.order_index ?? (await nextOrderIndex('rules_sections', chapterId));
      await orm.insert(rulesSections).values({
        id,
        chapterId,
        ...titleValues(input),
        ...contentValues(input),
        orderIndex: order,
      });
    },

    async updateSection(chapterId: string, id: string, input: SectionUpdate): Promise<boolean> {
      const rows = await orm
        .update(rulesSections)
        .set({
          ...titleValues(input),
          ...contentValues(input),
          orderIndex: input.order_index ?? sql`${rulesSections.orderIndex}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(rulesSections.id, id), eq(rulesSections.chapterId, chapterId)))
        .returning({ id: rulesSections.id });
      return rows.length > 0;
    },

    async deleteSection(chapterId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(rulesSections)
        .where(and(eq(rulesSections.id, id), eq(rulesSections.chapterId, chapterId)))
        .returning({ id: rulesSections.id });
      return rows.length > 0;
    },

    async createFaq(id: string, input: FaqUpdate): Promise<void> {
      const order = input.order_index ?? (await nextOrderIndex('faq_sections'));
      await orm.insert(faqSections).values({
        id,
        ...faqValues(input),
        orderIndex: order,
      });
    },

    async updateFaq(id: string, input: FaqUpdate): Promise<boolean> {
      const rows = await orm
        .update(faqSections)
        .set({
          ...faqValues(input),
          orderIndex: input.order_index ?? sql`${faqSections.orderIndex}`,
          updatedAt: sql`now()`,
        })
        .where(eq(faqSections.id, id))
        .returning({ id: faqSections.id });
      return rows.length > 0;
    },

    async deleteFaq(id: string): Promise<boolean> {
      const rows = await orm.delete(faqSections).where(eq(faqSections.id, id)).returning({ id: faqSections.id });
      return rows.length > 0;
    },

    async createNews(newsId: string, input: NewsUpdate): Promise<void> {
      await orm.insert(newsItems).values({
        newsId,
        ...newsValues(input),
      });
    },

    async updateNews(newsId: string, input: NewsUpdate): Promise<boolean> {
      const rows = await orm
        .update(newsItems)
        .set({
          ...newsValues(input),
          updatedAt: sql`now()`,
        })
        .where(eq(newsItems.newsId, newsId))
        .returning({ newsId: newsItems.newsId });
      return rows.length > 0;
    },

    async deleteNews(newsId: string): Promise<boolean> {
      const rows = await orm
        .delete(newsItems)
        .where(eq(newsItems.newsId, newsId))
        .returning({ newsId: newsItems.newsId });
      return rows.length > 0;
    },

    /** The ids currently in a list, to check a new order names each of them once. */
    async idsOf(table: Table, chapterId?: string): Promise<string[]> {
      const target = ordered[table];
      const rows = await orm
        .select({ id: target.id })
        .from(target)
        .where(chapterId ? eq(rulesSections.chapterId, chapterId) : undefined);
      return rows.map((row) => row.id);
    },

    async reorder(table: Table, ids: string[]): Promise<void> {
      const target = ordered[table];
      await orm.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx
            .update(target)
            .set({ orderIndex: index, updatedAt: sql`now()` })
            .where(eq(target.id, id));
        }
      });
    },

    async saveChangelog(content: string): Promise<void> {
      await orm
        .insert(changelog)
        .values({ id: 1, content })
        .onConflictDoUpdate({ target: changelog.id, set: { content: sql`excluded.content`, updatedAt: sql`now()` } });
    },
  };
}
