import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * The request budgets' counters (per IP, per user and callable), in the database every server node
 * shares, so N nodes do not give a person N times the budget. One row per key: its window starts at
 * the first request and the row is reset once the window has passed. UNLOGGED (migration 0020): a
 * crash may forget the last minute's counts, which costs nothing; rows older than an hour are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);
