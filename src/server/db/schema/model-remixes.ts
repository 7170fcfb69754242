import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { models } from './models';

/**
 * Issue 33 item 3 (decision 091): a model declares the models it remixes. Both ends go with their
 * model (a deleted model leaves no link behind); a model never remixes itself. `position` keeps
 * the owner's order of the sources.
 */
export const modelRemixes = pgTable(
  'model_remixes',
  {
    remixId: text('remix_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    sourceId: text('source_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.remixId, t.sourceId] }),
    // A model's "Remixes", newest first, and the tree's walk down.
    index('model_remixes_source_idx').on(t.sourceId, t.createdAt.desc(), t.remixId.desc()),
    check('model_remixes_not_self_check', sql`${t.remixId} <> ${t.sourceId}`),
  ],
);
