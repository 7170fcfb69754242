import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferralSignal, ReferralStatus } from '../../../shared/constants/referral-rules';
import { users } from './users';

/** A member's one referral code (issue 31, decision 080), made the first time they ask for it. */
export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Upper case, from REFERRAL_CODE_ALPHABET; typed codes are upper-cased before they are looked up. */
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who sent a member (decision 080): one row per referred account, so one referrer each, and never
 * themself. A row whose sign-up looked like farming is `held` with the signals seen, and earns
 * nothing until an admin approves it.
 */
export const referrals = pgTable(
  'referrals',
  {
    friendId: text('friend_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status').$type<ReferralStatus>().notNull(),
    signals: text('signals').array().$type<ReferralSignal[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewReason: text('review_reason'),
  },
  (t) => [
    check('referrals_not_self_check', sql`${t.friendId} <> ${t.referrerId}`),
    check('referrals_status_check', sql`${t.status} in ('counted', 'held', 'approved', 'declined')`),
    index('referrals_referrer_newest_idx').on(t.referrerId, t.createdAt.desc()),
    index('referrals_held_idx').on(t.createdAt).where(sql`${t.status} = 'held'`),
  ],
);
