import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The notification streams open now, on every node, so one account's count holds across nodes
 * (issue 27 item 15; decision 051). A row goes when its stream closes; the rows of a node that died
 * are not counted once its heartbeat (job_nodes) has stopped, and are cleared when the account
 * opens another. UNLOGGED (migration 0037): after a crash the streams are gone too.
 */
export const notificationStreams = pgTable(
  'notification_streams',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The node serving it (job_nodes.id). */
    nodeId: uuid('node_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_streams_user_idx').on(t.userId)],
);
