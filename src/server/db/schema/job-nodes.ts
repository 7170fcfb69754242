import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The server nodes that run jobs, each keeping a heartbeat with the pg-boss jobs it is running
 * (decision 051). An active job that no live node claims belonged to a node that died: it is
 * failed at once (and retried, or its periodic task's next run let start) rather than after
 * pg-boss's 15-minute expiry. UNLOGGED (migration 0037): after a crash every node beats again
 * within seconds, so nothing here needs to survive one.
 */
export const jobNodes = pgTable(
  'job_nodes',
  {
    id: uuid('id').primaryKey(),
    /** Where the node runs, for a person reading the table: the host's name and the process id. */
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
    /** pg-boss job ids the node is running (and a few seconds after, until pg-boss has written their end). */
    jobIds: uuid('job_ids').array().notNull().default([]),
  },
  (t) => [index('job_nodes_beat_at_idx').on(t.beatAt)],
);
