import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One open tus upload (created, not yet taken by a model nor swept), so the per-user quota holds
 * across every server node that shares this database (decision 013). The bytes themselves live in
 * the upload store; a row outliving its upload (a node died) stops counting after the expiry.
 */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_reservations_user_idx').on(t.userId, t.createdAt)],
);
