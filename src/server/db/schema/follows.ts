import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * SPEC §3 follow: one per follower and followed, never oneself. The users' followersCount and
 * followingCount move with the row, in its transaction.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: text('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('follows_followed_idx').on(t.followedId, t.createdAt.desc(), t.followerId.desc()),
    index('follows_follower_idx').on(t.followerId, t.createdAt.desc(), t.followedId.desc()),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
  ],
);
