import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { models } from './models';
import { users } from './users';

/**
 * SPEC §3 like: one per user and model, the key decides. The model's and creator's like counts
 * move with the row, in its transaction, through the counter shards (decision 027).
 */
export const modelLikes = pgTable(
  'model_likes',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.userId] }), index('model_likes_user_idx').on(t.userId, t.createdAt.desc(), t.modelId.desc())],
);

/** SPEC §3 bookmark: id `modelId_userId`, one per user and model; a user's saved list is newest first. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bookmarks_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()), index('bookmarks_model_idx').on(t.modelId)],
);
