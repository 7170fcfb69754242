import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What happened to a creator's models at someone's hand: the dashboard's activity feed (issue 12 item 10). */
export const MODEL_ACTIVITY_EVENTS = ['model.liked', 'model.commented', 'model.reviewed', 'model.downloaded', 'model.view_milestone'] as const;

/**
 * What happened, written in the same transaction as the change (the outbox, decision 025). Kept
 * when the subject or actor is later deleted (no foreign keys): it is history.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** The thing it happened to (a model's id). */
    subjectId: text('subject_id').notNull(),
    /** Who did it; null for the system. */
    actorId: text('actor_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('domain_events_subject_idx').on(t.subjectId, t.id),
    index('domain_events_created_at_idx').on(t.createdAt),
    // A creator's feed, newest first: every activity event names the model's owner in its data.
    index('domain_events_owner_activity_idx')
      .on(sql`(${t.data} ->> 'ownerId')`, t.id.desc())
      .where(sql`type in ('model.liked', 'model.commented', 'model.reviewed', 'model.downloaded', 'model.view_milestone')`),
  ],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;
