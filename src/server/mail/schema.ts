import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the server sends or would send (migration 0002_auth.sql): the outbox the mailer
 * delivers from, and what the per-address limits and the admin view count.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    transport: text('transport').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_created_idx').on(table.createdAt.desc().nullsFirst()),
    index('email_outbox_address_idx').on(sql`lower(${table.toAddress})`, table.createdAt.desc().nullsFirst()),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
