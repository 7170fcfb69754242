import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per wrong current password given by a signed-in user (change password, delete account),
 * for the per-account limit on password checks (decision 018). In the database, not in memory, so
 * the limit holds across server nodes.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_failures_user_idx').on(t.userId, t.createdAt)],
);
