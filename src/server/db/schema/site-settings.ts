import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site-wide switches and first-run state, one row per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
