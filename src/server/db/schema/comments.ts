import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { models } from './models';
import { users } from './users';

/**
 * SPEC §3 comment, with ORIGINAL-FACTS' rules: 1–1000 characters; the author, the model's owner or
 * an admin may delete one. A reply names its parent (one level); the model page pages top-level
 * comments newest first and a comment's replies oldest first. The display name is read from the
 * author's row ('Anonymous' when empty), so a renamed author is shown by their new name.
 * `likes` is the number of comment_likes rows, moved in their transaction.
 */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    likes: integer('likes').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_model_newest_idx').on(t.modelId, t.createdAt.desc(), t.id.desc()).where(sql`parent_id is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id).where(sql`parent_id is not null`),
    // The duplicate-within-a-minute and flood checks read a person's latest comments.
    index('comments_user_recent_idx').on(t.userId, t.createdAt.desc()),
    check('comments_body_length_check', sql`char_length(${t.body}) between 1 and 1000`),
    check('comments_counters_check', sql`${t.likes} >= 0 and ${t.replyCount} >= 0`),
  ],
);

/** One like per user and comment, the key decides. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user_idx').on(t.userId)],
);
