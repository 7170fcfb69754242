import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the site sends, from the moment it is decided until the mail server accepted it
 * (decision 052): written in the deciding change's transaction under a key naming what it is
 * about (kind and subject), so one thing is mailed once; delivered by the e-mail-delivery queue,
 * at least once, retried with backoff. A sent row keeps its key, address and times but not its
 * body (a sign-in code has no business staying in the database).
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: text('id').primaryKey(),
    /** What the e-mail is about, e.g. 'tip-receipt:pay_123' or 'notification:{id}': a second e-mail with the same key is never made. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string> | null>(),
    attempts: integer('attempts').notNull().default(0),
    /** Set while one node is sending it: no other node takes it before then; a node that died mid-send is relieved once it passes. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** After the last attempt failed (a day and more of retries); the log says so. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_deliveries_key_idx').on(t.key), index('email_deliveries_to_idx').on(t.to, t.createdAt)],
);

export type EmailDeliveryRow = typeof emailDeliveries.$inferSelect;
