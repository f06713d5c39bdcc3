import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';

/** Ids are readable slugs so sections can be deep-linked (/rules#activations). */
const slug = (column: PgColumn): SQL => sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;
const notBlank = (column: PgColumn): SQL => sql`btrim(${column}) <> ''`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const rulesChapters = pgTable(
  'rules_chapters',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    titleEs: text('title_es'),
    titleFr: text('title_fr'),
    orderIndex: integer('order_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('rules_chapters_id_check', slug(table.id)),
    check('rules_chapters_title_check', notBlank(table.title)),
  ],
);

export const rulesSections = pgTable(
  'rules_sections',
  {
    id: text('id').primaryKey(),
    chapterId: text('chapter_id')
      .notNull()
      .references(() => rulesChapters.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    title: text('title').notNull(),
    titleEs: text('title_es'),
    titleFr: text('title_fr'),
    content: text('content').notNull().default(''),
    contentEs: text('content_es'),
    contentFr: text('content_fr'),
    orderIndex: integer('order_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('rules_sections_id_check', slug(table.id)),
    check('rules_sections_title_check', notBlank(table.title)),
    index('rules_sections_chapter_order').on(table.chapterId, table.orderIndex),
  ],
);

export const rulesSectionNotes = pgTable(
  'rules_section_notes',
  {
    id: text('id').primaryKey(),
    sectionId: text('section_id')
      .notNull()
      .references(() => rulesSections.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    content: text('content').notNull(),
    contentEs: text('content_es'),
    contentFr: text('content_fr'),
    orderIndex: integer('order_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('rules_section_notes_id_check', slug(table.id)),
    check('rules_section_notes_content_check', notBlank(table.content)),
    index('rules_section_notes_section').on(table.sectionId, table.orderIndex),
  ],
);

export const faqSections = pgTable(
  'faq_sections',
  {
    id: text('id').primaryKey(),
    section: text('section').notNull(),
    sectionEs: text('section_es'),
    sectionFr: text('section_fr'),
    content: text('content').notNull().default(''),
    contentEs: text('content_es'),
    contentFr: text('content_fr'),
    orderIndex: integer('order_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('faq_sections_id_check', slug(table.id)),
    check('faq_sections_section_check', notBlank(table.section)),
  ],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: text('news_id').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    translationKey: text('translation_key'),
    contentEn: text('content_en'),
    contentEs: text('content_es'),
    contentFr: text('content_fr'),
    ...timestamps,
  },
  (table) => [index('news_items_date').on(table.date.desc().nullsFirst(), table.createdAt.desc().nullsFirst())],
);

/** The changelog is one Markdown document; a single row keeps it. */
export const changelog = pgTable(
  'changelog',
  {
    id: smallint('id').primaryKey().default(1),
    content: text('content').notNull().default(''),
    ...timestamps,
  },
  (table) => [check('changelog_id_check', sql`${table.id} = 1`)],
);

/**
 * A count that moves on with every change to published content (statement triggers on the content
 * tables, migration 0019), however it was made: a server keeps its answers and checks them with one
 * read of this row. A single row, like the changelog.
 */
export const contentRevision = pgTable(
  'content_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('content_revision_id_check', sql`${table.id} = 1`)],
);

export type RulesChapterRow = typeof rulesChapters.$inferSelect;
export type RulesSectionRow = typeof rulesSections.$inferSelect;
export type RulesSectionNoteRow = typeof rulesSectionNotes.$inferSelect;
export type FaqSectionRow = typeof faqSections.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;
export type ChangelogRow = typeof changelog.$inferSelect;
