import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 16 item 6: what needs an admin's eyes, raised by the system (failed jobs, a ledger that does
 * not reconcile, failed payouts, report spikes) or by an admin. A system alert has a `dedupeKey`: while
 * one with that key is unread, a repeat raises its count instead of adding a row, so a failing job
 * every minute is one alert that says how often.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    severity: text('severity', { enum: ['info', 'warning', 'critical'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Where to look: an admin page, a withdrawal, a report. */
    actionUrl: text('action_url'),
    dedupeKey: text('dedupe_key'),
    occurrences: integer('occurrences').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    read: text('read_state', { enum: ['unread', 'read'] }).notNull().default('unread'),
    readBy: text('read_by').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alerts_unread_dedupe_idx').on(t.dedupeKey).where(sql`read_state = 'unread' and dedupe_key is not null`),
    index('alerts_newest_idx').on(t.lastSeenAt.desc(), t.id.desc()),
    index('alerts_unread_idx').on(t.lastSeenAt.desc()).where(sql`read_state = 'unread'`),
    check('alerts_severity_check', sql`${t.severity} in ('info', 'warning', 'critical')`),
    check('alerts_read_state_check', sql`${t.read} in ('unread', 'read')`),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
