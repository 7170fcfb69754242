import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A creator's tier (issue 30, decision 074). No row is a basic creator. The tip split and the
 * withdrawal fee read the tier at the moment they apply and write it on their ledger transaction,
 * so changing a row here never rewrites what was paid.
 */
export const creatorTiers = pgTable(
  'creator_tiers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    /** 'admin': set by updateCreatorTier, with its reason; the review never lowers it. */
    setBy: text('set_by').notNull(),
    reason: text('reason'),
    /** The admin who set it, for an admin's tier. */
    setByUserId: text('set_by_user_id'),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the review found an earned tier's creator below what it asks: they keep it until
     * this instant (the next month's start, India time) and were told; cleared when they meet it
     * again, an admin sets their tier, or they move.
     */
    keepsUntil: timestamp('keeps_until', { withTimezone: true }),
  },
  (t) => [
    index('creator_tiers_keeps_until_idx').on(t.keepsUntil).where(sql`${t.keepsUntil} is not null`),
    check('creator_tiers_tier_check', sql`${t.tier} in ('basic', 'verified', 'pro', 'elite')`),
    check('creator_tiers_set_by_check', sql`${t.setBy} in ('admin', 'review')`),
    check('creator_tiers_admin_reason_check', sql`${t.setBy} <> 'admin' or (${t.reason} is not null and ${t.setByUserId} is not null)`),
  ],
);

/**
 * Creators whose tier is due a look (decision 074): marked when what the tiers count changes (a
 * real tip or its refund, a model published, changed, hidden, deleted, featured or restored,
 * downloads rolled into their total, an anniversary of the account, a notice period's end), taken by the periodic review on one node, deleted once looked at.
 */
export const creatorTierReviews = pgTable(
  'creator_tier_reviews',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creator_tier_reviews_due_idx').on(t.dueAt)],
);

/**
 * Models a creator has published in a month (India's calendar, 'YYYY-MM'), counted in the publish
 * transaction under the creator's row lock, against their tier's uploads a month. A count, not a
 * look at the models: deleting a model does not give its upload back.
 */
export const creatorUploadMonths = pgTable(
  'creator_upload_months',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    uploads: integer('uploads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), check('creator_upload_months_month_check', sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`)],
);
