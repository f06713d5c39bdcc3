import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FaqSection, NewsItem, RulesChapter, RulesSection } from '../../../contracts/content';
import type { ContentBundle } from '../../../domain/content/content-schema';
import { sanitizeHtml } from '../../../domain/content/rich-text/store';
import { localisedField } from '../../../domain/content/localise';
import type { Language } from '../../../domain/i18n/language';
import type { Orm, SqlExecutor } from '../../db/database';
import {
  changelog,
  contentRevision,
  faqSections,
  newsItems,
  rulesChapters,
  rulesSectionNotes,
  rulesSections,
} from '../../db/schema';
import { chapterColumns, faqColumns, sectionColumns } from './content-columns';

/**
 * Reads published content in one language (English per field when a translation is missing,
 * HTML sanitised on the way out) and writes content bundles (seed, importer, later the admin
 * editors). One repository for the content aggregate.
 */

type Fallback = Array<'title' | 'content'>;

const noteColumns = {
  section_id: rulesSectionNotes.sectionId,
  content: rulesSectionNotes.content,
  content_es: rulesSectionNotes.contentEs,
  content_fr: rulesSectionNotes.contentFr,
};
const newsColumns = {
  id: newsItems.id,
  news_id: newsItems.newsId,
  date: newsItems.date,
  translation_key: newsItems.translationKey,
  content_en: newsItems.contentEn,
  content_es: newsItems.contentEs,
  content_fr: newsItems.contentFr,
};

type SectionRow = { [K in keyof typeof sectionColumns]: unknown } & {
  id: string;
  chapter_id: string;
  order_index: number;
};
type NoteRow = { section_id: string; content: string; content_es: string | null; content_fr: string | null };

function presentSection(row: SectionRow, notes: NoteRow[], language: Language): RulesSection {
  const title = localisedField(row, 'title', language);
  const content = localisedField(row, 'content', language);
  // Fix-up notes follow the section text, each in its own block, in the same language rules.
  const noteHtml = notes
    .map((note) => `<div class="rules-note">${localisedField(note, 'content', language).text}</div>`)
    .join('');
  const fallback: Fallback = [];
  if (title.fallback) fallback.push('title');
  if (content.fallback) fallback.push('content');
  return {
    id: row.id,
    chapterId: row.chapter_id,
    title: title.text,
    content: sanitizeHtml(content.text + noteHtml),
    orderIndex: row.order_index,
    fallback,
  };
}

function presentFaq(
  row: Record<string, unknown> & { id: string; order_index: number },
  language: Language,
): FaqSection {
  const title = localisedField(row, 'section', language);
  const content = localisedField(row, 'content', language);
  const fallback: Fallback = [];
  if (title.fallback) fallback.push('title');
  if (content.fallback) fallback.push('content');
  return { id: row.id, title: title.text, content: sanitizeHtml(content.text), orderIndex: row.order_index, fallback };
}

function presentNews(
  row: Record<string, unknown> & { id: string; news_id: string; date: string; translation_key: string | null },
  language: Language,
): NewsItem {
  const content = localisedField(row, 'content', language, { englishSuffix: true });
  const text = content.text ? sanitizeHtml(content.text) : '';
  return {
    id: row.id,
    newsId: row.news_id,
    date: row.date,
    translationKey: row.translation_key,
    content: text.trim() ? text : null,
    fallback: content.fallback,
  };
}

export function contentRepository(orm: Orm) {
  async function notesBySection(sectionIds?: string[]): Promise<Map<string, NoteRow[]>> {
    const rows = await orm
      .select(noteColumns)
      .from(rulesSectionNotes)
      .orderBy(asc(rulesSectionNotes.sectionId), asc(rulesSectionNotes.orderIndex), asc(rulesSectionNotes.id));
    const map = new Map<string, NoteRow[]>();
    for (const row of rows) {
      if (sectionIds && !sectionIds.includes(row.section_id)) continue;
      map.set(row.section_id, [...(map.get(row.section_id) ?? []), row]);
    }
    return map;
  }

  function presentChapter(
    row: Record<string, unknown> & { id: string; order_index: number },
    sections: RulesSection[],
    language: Language,
  ): RulesChapter {
    const title = localisedField(row, 'title', language);
    return {
      id: row.id,
      title: title.text,
      orderIndex: row.order_index,
      fallback: title.fallback ? ['title'] : [],
      sections,
    };
  }

  // Asked before every published answer: built once, and kept prepared by PostgreSQL.
  const revisionQuery = orm
    .select({ revision: contentRevision.revision })
    .from(contentRevision)
    .where(eq(contentRevision.id, 1))
    .prepare('content_revision');

  return {
    /** Where published content stands: a count that every change to it moves on (migration 0019). */
    async revision(): Promise<number> {
      const [row] = await revisionQuery.execute();
      return row?.revision ?? 0;
    },

    /** Chapters by order_index with their sections nested (spec §7). */
    async listRules(language: Language): Promise<RulesChapter[]> {
      const [chapters, sections, notes] = await Promise.all([
        orm.select(chapterColumns).from(rulesChapters).orderBy(asc(rulesChapters.orderIndex), asc(rulesChapters.id)),
        orm.select(sectionColumns).from(rulesSections).orderBy(asc(rulesSections.orderIndex), asc(rulesSections.id)),
        notesBySection(),
      ]);
      const byChapter = new Map<string, RulesSection[]>();
      for (const section of sections) {
        const list = byChapter.get(section.chapter_id) ?? [];
        list.push(presentSection(section, notes.get(section.id) ?? [], language));
        byChapter.set(section.chapter_id, list);
      }
      return chapters.map((chapter) => presentChapter(chapter, byChapter.get(chapter.id) ?? [], language));
    },

    async getChapter(chapterId: string, language: Language): Promise<RulesChapter | null> {
      const [chapter] = await orm.select(chapterColumns).from(rulesChapters).where(eq(rulesChapters.id, chapterId));
      if (!chapter) return null;
      const sections = await orm
        .select(sectionColumns)
        .from(rulesSections)
        .where(eq(rulesSections.chapterId, chapterId))
        .orderBy(asc(rulesSections.orderIndex), asc(rulesSections.id));
      const notes = await notesBySection(sections.map((section) => section.id));
      return presentChapter(
        chapter,
        sections.map((section) => presentSection(section, notes.get(section.id) ?? [], language)),
        language,
      );
    },

    async getSection(chapterId: string, sectionId: string, language: Language): Promise<RulesSection | null> {
      const [section] = await orm
        .select(sectionColumns)
        .from(rulesSections)
        .where(and(eq(rulesSections.chapterId, chapterId), eq(rulesSections.id, sectionId)));
      if (!section) return null;
      const notes = await notesBySection([section.id]);
      return presentSection(section, notes.get(section.id) ?? [], language);
    },

    async listFaq(language: Language): Promise<FaqSection[]> {
      const rows = await orm
        .select(faqColumns)
        .from(faqSections)
        .orderBy(asc(faqSections.orderIndex), asc(faqSections.id));
      return rows.map((row) => presentFaq(row, language));
    },

    async getFaq(sectionId: string, language: Language): Promise<FaqSection | null> {
      const [row] = await orm.select(faqColumns).from(faqSections).where(eq(faqSections.id, sectionId));
      return row ? presentFaq(row, language) : null;
    },

    /** Newest first (spec §7): all for the archive, `limit: 1` for the home page. */
    async listNews(language: Language, limit?: number): Promise<NewsItem[]> {
      const query = orm
        .select(newsColumns)
        .from(newsItems)
        .orderBy(desc(newsItems.date), desc(newsItems.createdAt), asc(newsItems.newsId));
      const rows = limit ? await query.limit(limit) : await query;
      return rows.map((row) => presentNews(row, language));
    },

    /** A rules section's English title by its id alone (sections ids are unique), or null. */
    async sectionTitle(sectionId: string): Promise<string | null> {
      const [row] = await orm
        .select({ title: rulesSections.title })
        .from(rulesSections)
        .where(eq(rulesSections.id, sectionId));
      return row?.title ?? null;
    },

    async getChangelog(): Promise<string | null> {
      const [row] = await orm.select({ content: changelog.content }).from(changelog).where(eq(changelog.id, 1));
      return row ? row.content : null;
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;

/** A translation the bundle leaves out (null) keeps the stored one. */
const keepIfNull = (column: AnyPgColumn) => sql`COALESCE(excluded.${sql.identifier(column.name)}, ${column})`;
const fromBundle = (column: AnyPgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/**
 * Writes a content bundle, inserting new entries and updating existing ones by id (news by
 * news_id). A translation left out (null) keeps the stored one, so importing the English text
 * never wipes Spanish or French. Takes an executor so it can share a transaction with its
 * caller. Order indexes default to the position in the bundle.
 */
export async function writeContentBundle({ orm }: SqlExecutor, bundle: ContentBundle): Promise<Record<string, number>> {
  const counts = { chapters: 0, sections: 0, notes: 0, faq: 0, news: 0, changelog: 0 };
  for (const [chapterIndex, chapter] of (bundle.rules ?? []).entries()) {
    await orm
      .insert(rulesChapters)
      .values({
        id: chapter.id,
        title: chapter.title,
        titleEs: chapter.title_es ?? null,
        titleFr: chapter.title_fr ?? null,
        orderIndex: chapter.order_index ?? chapterIndex,
      })
      .onConflictDoUpdate({
        target: rulesChapters.id,
        set: {
          title: fromBundle(rulesChapters.title),
          titleEs: keepIfNull(rulesChapters.titleEs),
          titleFr: keepIfNull(rulesChapters.titleFr),
          orderIndex: fromBundle(rulesChapters.orderIndex),
          updatedAt: sql`now()`,
        },
      });
    counts.chapters++;
    for (const [sectionIndex, section] of chapter.sections.entries()) {
      await orm
        .insert(rulesSections)
        .values({
          id: section.id,
          chapterId: chapter.id,
          title: section.title,
          titleEs: section.title_es ?? null,
          titleFr: section.title_fr ?? null,
          content: section.content,
          contentEs: section.content_es ?? null,
          contentFr: section.content_fr ?? null,
          orderIndex: section.order_index ?? sectionIndex,
        })
        .onConflictDoUpdate({
          target: rulesSections.id,
          set: {
            chapterId: fromBundle(rulesSections.chapterId),
            title: fromBundle(rulesSections.title),
            titleEs: keepIfNull(rulesSections.titleEs),
            titleFr: keepIfNull(rulesSections.titleFr),
            content: fromBundle(rulesSections.content),
            contentEs: keepIfNull(rulesSections.contentEs),
            contentFr: keepIfNull(rulesSections.contentFr),
            orderIndex: fromBundle(rulesSections.orderIndex),
            updatedAt: sql`now()`,
          },
        });
      counts.sections++;
    }
  }
  for (const [noteIndex, note] of (bundle.notes ?? []).entries()) {
    await orm
      .insert(rulesSectionNotes)
      .values({
        id: note.id,
        sectionId: note.section_id,
        content: note.content,
        contentEs: note.content_es ?? null,
        contentFr: note.content_fr ?? null,
        orderIndex: note.order_index ?? noteIndex,
      })
      .onConflictDoUpdate({
        target: rulesSectionNotes.id,
        set: {
          sectionId: fromBundle(rulesSectionNotes.sectionId),
          content: fromBundle(rulesSectionNotes.content),
          contentEs: keepIfNull(rulesSectionNotes.contentEs),
          contentFr: keepIfNull(rulesSectionNotes.contentFr),
          orderIndex: fromBundle(rulesSectionNotes.orderIndex),
          updatedAt: sql`now()`,
        },
      });
    counts.notes++;
  }
  for (const [faqIndex, entry] of (bundle.faq ?? []).entries()) {
    await orm
      .insert(faqSections)
      .values({
        id: entry.id,
        section: entry.section,
        sectionEs: entry.section_es ?? null,
        sectionFr: entry.section_fr ?? null,
        content: entry.content,
        contentEs: entry.content_es ?? null,
        contentFr: entry.content_fr ?? null,
        orderIndex: entry.order_index ?? faqIndex,
      })
      .onConflictDoUpdate({
        target: faqSections.id,
        set: {
          section: fromBundle(faqSections.section),
          sectionEs: keepIfNull(faqSections.sectionEs),
          sectionFr: keepIfNull(faqSections.sectionFr),
          content: fromBundle(faqSections.content),
          contentEs: keepIfNull(faqSections.contentEs),
          contentFr: keepIfNull(faqSections.contentFr),
          orderIndex: fromBundle(faqSections.orderIndex),
          updatedAt: sql`now()`,
        },
      });
    counts.faq++;
  }
  for (const item of bundle.news ?? []) {
    await orm
      .insert(newsItems)
      .values({
        newsId: item.news_id,
        date: item.date,
        translationKey: item.translation_key ?? null,
        contentEn: item.content_en,
        contentEs: item.content_es ?? null,
        contentFr: item.content_fr ?? null,
      })
      .onConflictDoUpdate({
        target: newsItems.newsId,
        set: {
          date: fromBundle(newsItems.date),
          translationKey: fromBundle(newsItems.translationKey),
          contentEn: fromBundle(newsItems.contentEn),
          contentEs: keepIfNull(newsItems.contentEs),
          contentFr: keepIfNull(newsItems.contentFr),
          updatedAt: sql`now()`,
        },
      });
    counts.news++;
  }
  if (bundle.changelog !== undefined) {
    await orm
      .insert(changelog)
      .values({ id: 1, content: bundle.changelog })
      .onConflictDoUpdate({
        target: changelog.id,
        set: { content: fromBundle(changelog.content), updatedAt: sql`now()` },
      });
    counts.changelog++;
  }
  return counts;
}
