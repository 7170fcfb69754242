import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { models } from './models';
import { users } from './users';

/**
 * SPEC §3 collaboration_request: from a person to a model's creator. pending → accepted or declined
 * by the creator, or withdrawn by the requester; one pending request per person and model.
 * `ownerId` is the creator when it was sent, so the two people involved are fixed.
 */
export const collaborationRequests = pgTable(
  'collaboration_requests',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('collaboration_requests_one_pending_idx').on(t.modelId, t.requesterId).where(sql`status = 'pending'`),
    index('collaboration_requests_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('collaboration_requests_requester_idx').on(t.requesterId, t.createdAt.desc(), t.id.desc()),
    check('collaboration_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    check('collaboration_requests_message_length_check', sql`char_length(${t.message}) between 1 and 1000`),
  ],
);
