import type {
  AdminChapter,
  AdminContent,
  AdminFaq,
  AdminNews,
  AdminSection,
  ChapterUpdate,
  FaqUpdate,
  NewsUpdate,
  SectionUpdate,
} from '../../../contracts/content-admin';
import { sanitizeHtml } from '../../../domain/content/rich-text/store';
import type { SqlExecutor } from '../../db/database';

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

const SECTION_COLUMNS = 'id, chapter_id, title, title_es, title_fr, content, content_es, content_fr, order_index';
const FAQ_COLUMNS = 'id, section, section_es, section_fr, content, content_es, content_fr, order_index';
const NEWS_COLUMNS = `news_id, to_char(date, 'YYYY-MM-DD') AS date, translation_key, content_en, content_es, content_fr`;

type Table = 'rules_chapters' | 'rules_sections' | 'faq_sections';

export function contentAdminRepository(
  db: SqlExecutor & { transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> },
) {
  async function nextOrderIndex(table: Table, chapterId?: string): Promise<number> {
    const [row] = chapterId
      ? await db.query<{ next: number }>(
          `SELECT COALESCE(MAX(order_index) + 1, 0)::int AS next FROM ${table} WHERE chapter_id = $1`,
          [chapterId],
        )
      : await db.query<{ next: number }>(`SELECT COALESCE(MAX(order_index) + 1, 0)::int AS next FROM ${table}`);
    return row?.next ?? 0;
  }

  async function exists(table: Table, id: string): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  }

  return {
    async readAll(): Promise<AdminContent> {
      const [chapters, sections, faq, news, changelog] = await Promise.all([
        db.query<Omit<AdminChapter, 'sections'>>(
          'SELECT id, title, title_es, title_fr, order_index FROM rules_chapters ORDER BY order_index, id',
        ),
        db.query<AdminSection>(`SELECT ${SECTION_COLUMNS} FROM rules_sections ORDER BY order_index, id`),
        db.query<AdminFaq>(`SELECT ${FAQ_COLUMNS} FROM faq_sections ORDER BY order_index, id`),
        db.query<AdminNews>(`SELECT ${NEWS_COLUMNS} FROM news_items ORDER BY date DESC, created_at DESC, news_id`),
        db.query<{ content: string }>('SELECT content FROM changelog WHERE id = 1'),
      ]);
      return {
        chapters: chapters.map((chapter) => ({
          ...chapter,
          sections: sections.filter((section) => section.chapter_id === chapter.id),
        })),
        faq,
        news,
        changelog: changelog[0]?.content ?? '',
      };
    },

    chapterExists: (id: string) => exists('rules_chapters', id),
    sectionExists: (id: string) => exists('rules_sections', id),
    faqExists: (id: string) => exists('faq_sections', id),
    async newsExists(newsId: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM news_items WHERE news_id = $1', [newsId])).length > 0;
    },
    async sectionIn(chapterId: string, sectionId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM rules_sections WHERE id = $1 AND chapter_id = $2', [
        sectionId,
        chapterId,
      ]);
      return rows.length > 0;
    },

    async createChapter(id: string, input: ChapterUpdate): Promise<void> {
      const order = input.order_index ?? (await nextOrderIndex('rules_chapters'));
      await db.query(
        'INSERT INTO rules_chapters (id, title, title_es, title_fr, order_index) VALUES ($1, $2, $3, $4, $5)',
        [id, input.title, optional(input.title_es), optional(input.title_fr), order],
      );
    },

    /** Returns false when there is no such chapter. */
    async updateChapter(id: string, input: ChapterUpdate): Promise<boolean> {
      const rows = await db.query(
        `UPDATE rules_chapters SET title = $2, title_es = $3, title_fr = $4,
           order_index = COALESCE($5, order_index), updated_at = now() WHERE id = $1 RETURNING id`,
        [id, input.title, optional(input.title_es), optional(input.title_fr), input.order_index ?? null],
      );
      return rows.length > 0;
    },

    async deleteChapter(id: string): Promise<boolean> {
      return (await db.query('DELETE FROM rules_chapters WHERE id = $1 RETURNING id', [id])).length > 0;
    },

    async createSection(chapterId: string, id: string, input: SectionUpdate): Promise<void> {
      const order = input.order_index ?? (await nextOrderIndex('rules_sections', chapterId));
      await db.query(
        `INSERT INTO rules_sections (id, chapter_id, title, title_es, title_fr, content, content_es, content_fr, order_index)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          chapterId,
          input.title,
          optional(input.title_es),
          optional(input.title_fr),
          rich(input.content),
          richOptional(input.content_es),
          richOptional(input.content_fr),
          order,
        ],
      );
    },

    async updateSection(chapterId: string, id: string, input: SectionUpdate): Promise<boolean> {
      const rows = await db.query(
        `UPDATE rules_sections SET title = $3, title_es = $4, title_fr = $5, content = $6, content_es = $7,
           content_fr = $8, order_index = COALESCE($9, order_index), updated_at = now()
         WHERE id = $1 AND chapter_id = $2 RETURNING id`,
        [
          id,
          chapterId,
          input.title,
          optional(input.title_es),
          optional(input.title_fr),
          rich(input.content),
          richOptional(input.content_es),
          richOptional(input.content_fr),
          input.order_index ?? null,
        ],
      );
      return rows.length > 0;
    },

    async deleteSection(chapterId: string, id: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM rules_sections WHERE id = $1 AND chapter_id = $2 RETURNING id', [
        id,
        chapterId,
      ]);
      return rows.length > 0;
    },

    async createFaq(id: string, input: FaqUpdate): Promise<void> {
      const order = input.order_index ?? (await nextOrderIndex('faq_sections'));
      await db.query(
        `INSERT INTO faq_sections (id, section, section_es, section_fr, content, content_es, content_fr, order_index)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          input.section,
          optional(input.section_es),
          optional(input.section_fr),
          rich(input.content),
          richOptional(input.content_es),
          richOptional(input.content_fr),
          order,
        ],
      );
    },

    async updateFaq(id: string, input: FaqUpdate): Promise<boolean> {
      const rows = await db.query(
        `UPDATE faq_sections SET section = $2, section_es = $3, section_fr = $4, content = $5, content_es = $6,
           content_fr = $7, order_index = COALESCE($8, order_index), updated_at = now() WHERE id = $1 RETURNING id`,
        [
          id,
          input.section,
          optional(input.section_es),
          optional(input.section_fr),
          rich(input.content),
          richOptional(input.content_es),
          richOptional(input.content_fr),
          input.order_index ?? null,
        ],
      );
      return rows.length > 0;
    },

    async deleteFaq(id: string): Promise<boolean> {
      return (await db.query('DELETE FROM faq_sections WHERE id = $1 RETURNING id', [id])).length > 0;
    },

    async createNews(newsId: string, input: NewsUpdate): Promise<void> {
      await db.query(
        `INSERT INTO news_items (news_id, date, translation_key, content_en, content_es, content_fr)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          newsId,
          input.date,
          optional(input.translation_key),
          richOptional(input.content_en),
          richOptional(input.content_es),
          richOptional(input.content_fr),
        ],
      );
    },

    async updateNews(newsId: string, input: NewsUpdate): Promise<boolean> {
      const rows = await db.query(
        `UPDATE news_items SET date = $2, translation_key = $3, content_en = $4, content_es = $5, content_fr = $6,
           updated_at = now() WHERE news_id = $1 RETURNING news_id`,
        [
          newsId,
          input.date,
          optional(input.translation_key),
          richOptional(input.content_en),
          richOptional(input.content_es),
          richOptional(input.content_fr),
        ],
      );
      return rows.length > 0;
    },

    async deleteNews(newsId: string): Promise<boolean> {
      return (await db.query('DELETE FROM news_items WHERE news_id = $1 RETURNING news_id', [newsId])).length > 0;
    },

    /** The ids currently in a list, to check a new order names each of them once. */
    async idsOf(table: Table, chapterId?: string): Promise<string[]> {
      const rows = chapterId
        ? await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE chapter_id = $1`, [chapterId])
        : await db.query<{ id: string }>(`SELECT id FROM ${table}`);
      return rows.map((row) => row.id);
    },

    async reorder(table: Table, ids: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx.query(`UPDATE ${table} SET order_index = $2, updated_at = now() WHERE id = $1`, [id, index]);
        }
      });
    },

    async saveChangelog(content: string): Promise<void> {
      await db.query(
        `INSERT INTO changelog (id, content) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET content = EXCLUDED.content, updated_at = now()`,
        [content],
      );
    },
  };
}
