import { check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { models } from './models';

/**
 * Counts not yet rolled up into the `models` row (decision 027). A counted view, download or share
 * adds 1 to one of a few shard rows of its model, picked at random, so many visitors of one model
 * at once rarely wait on the same row lock, and the wide, ten-index `models` row and the creator's
 * `users` row are not written per count at all. The roll-up job moves these into the models row
 * and deletes them, in one transaction; a live figure is the row's plus the shards'. Narrow rows
 * with no index but the key and room on their page (fillfactor), so updates stay heap-only.
 */
export const modelCounterShards = pgTable(
  'model_counter_shards',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    /** Likes less unlikes since the last roll-up: may be below zero, the rolled-up total never is. */
    likes: integer('likes').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    lastSharedAt: timestamp('last_shared_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.shard] }),
    check('model_counter_shards_counts_check', sql`${t.views} >= 0 and ${t.downloads} >= 0 and ${t.shares} >= 0`),
  ],
);
