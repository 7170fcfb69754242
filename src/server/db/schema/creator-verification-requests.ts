import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A creator's request for the verified creator badge (issue 30 item 3, decision 077): their links and
 * what they make. pending → approved or declined by an admin through verifyCreator; one pending
 * request per creator. The badge itself is users.creator_verified_at.
 */
export const creatorVerificationRequests = pgTable(
  'creator_verification_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    links: jsonb('links').$type<string[]>().notNull(),
    about: text('about').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** The admin's reason, told to the creator; required when declined. */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('creator_verification_requests_one_pending_idx').on(t.userId).where(sql`status = 'pending'`),
    index('creator_verification_requests_queue_idx').on(t.status, t.createdAt, t.id),
    index('creator_verification_requests_user_idx').on(t.userId, t.createdAt.desc()),
    check('creator_verification_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('creator_verification_requests_about_length_check', sql`char_length(${t.about}) between 1 and 1000`),
    check('creator_verification_requests_declined_reason_check', sql`${t.status} <> 'declined' or ${t.reason} is not null`),
  ],
);
