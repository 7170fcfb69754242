import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Issue 27 item 2: a pending withdrawal stopped because a refund (or a chargeback) left the
 * creator's balance below zero, so the money it reserved is owed back, not payable. A row of its
 * own rather than a column on the withdrawal: the refund's transaction inserts it without locking
 * the withdrawal row an admin may be approving, and the history of holds and releases stays.
 * No foreign keys, as with withdrawal_requests: the record outlives the account.
 */
export const withdrawalHolds = pgTable(
  'withdrawal_holds',
  {
    id: text('id').primaryKey(),
    withdrawalId: text('withdrawal_id').notNull(),
    userId: text('user_id').notNull(),
    /** What stopped it, for the admin's queue: the refund and the shortfall, in a sentence. */
    reason: text('reason').notNull(),
    /** Paise the balance was short when it was held. */
    shortfall: bigint('shortfall', { mode: 'number' }).notNull(),
    /** The provider's refund id, or 'approval' when the approval itself found the balance short. */
    cause: text('cause').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: text('released_by'),
  },
  (t) => [
    // One open hold per withdrawal: a second refund while it is held adds nothing to release.
    uniqueIndex('withdrawal_holds_open_idx').on(t.withdrawalId).where(sql`${t.releasedAt} is null`),
    index('withdrawal_holds_user_idx').on(t.userId),
  ],
);
