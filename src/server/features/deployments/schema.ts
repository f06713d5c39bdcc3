import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Deployment records from the Netlify API or a signed webhook (migration 0008_admin.sql). */
export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    state: text('state').notNull(),
    siteName: text('site_name').notNull(),
    branch: text('branch'),
    deployUrl: text('deploy_url'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.provider, table.externalId),
    index('deployments_created_idx').on(table.createdAt.desc().nullsFirst()),
  ],
);

export type DeploymentRow = typeof deployments.$inferSelect;
