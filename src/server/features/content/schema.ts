import { date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const rulesChapters = pgTable('rules_chapters', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  titleEs: text('title_es'),
  titleFr: text('title_fr'),
  orderIndex: integer('order_index').notNull().default(0),
  ...timestamps,
});

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
  (table) => [index('rules_sections_chapter_order').on(table.chapterId, table.orderIndex)],
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
  (table) => [index('rules_section_notes_section').on(table.sectionId, table.orderIndex)],
);

export const faqSections = pgTable('faq_sections', {
  id: text('id').primaryKey(),
  section: text('section').notNull(),
  sectionEs: text('section_es'),
  sectionFr: text('section_fr'),
  content: text('content').notNull().default(''),
  contentEs: text('content_es'),
  contentFr: text('content_fr'),
  orderIndex: integer('order_index').notNull().default(0),
  ...timestamps,
});

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
  (table) => [index('news_items_date').on(table.date.desc(), table.createdAt.desc())],
);

export const changelog = pgTable('changelog', {
  id: smallint('id').primaryKey().default(1),
  content: text('content').notNull().default(''),
  ...timestamps,
});
