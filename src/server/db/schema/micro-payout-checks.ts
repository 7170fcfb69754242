import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 27 item 3 (decision 047): every ₹1 check payout asked for, kept whatever becomes of its
 * destination, so removing a UPI id and adding it again does not reset the counts that limit
 * checks per account and per destination (by fingerprint, across accounts).
 */
export const microPayoutChecks = pgTable(
  'micro_payout_checks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    destinationId: text('destination_id').notNull(),
    /** The destination's keyed fingerprint: the same UPI id or bank account, whoever added it. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('micro_payout_checks_user_idx').on(t.userId, t.createdAt), index('micro_payout_checks_fingerprint_idx').on(t.fingerprint, t.createdAt)],
);
