import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * SPEC §4 report (status, priority, action, moderator notes and who and when), with what the public
 * form (issue 16 item 1) collects. The reporter's IP is kept only as a keyed hash. `challengeId` is
 * the proof-of-work challenge the report spent: unique, so a challenge works once on every node
 * (decision 040). Reporter and moderator ids are kept when those accounts go (set null), so the
 * report itself survives for the record.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    challengeId: text('challenge_id').notNull().unique(),
    reason: text('reason').notNull(),
    type: text('type').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    url: text('url').notNull(),
    reporterEmail: text('reporter_email').notNull(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    details: text('details').notNull(),
    /** The DMCA notice's statements, for copyright reports only. */
    copyrightedWork: text('copyrighted_work'),
    goodFaithStatement: boolean('good_faith_statement'),
    accuracyStatement: boolean('accuracy_statement'),
    signatureName: text('signature_name'),
    ipHash: text('ip_hash').notNull(),
    status: text('status').notNull().default('pending'),
    priority: text('priority').notNull(),
    action: text('action'),
    moderatorNotes: text('moderator_notes'),
    moderatorId: text('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin list: the latest reports, optionally of one status.
    index('reports_created_at_idx').on(t.createdAt.desc()),
    index('reports_status_created_at_idx').on(t.status, t.createdAt.desc()),
    check('reports_status_check', sql`${t.status} in ('pending', 'resolved', 'dismissed')`),
    check('reports_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    check('reports_reason_check', sql`${t.reason} in ('inappropriate', 'copyright', 'spam', 'harassment', 'underage', 'misleading', 'other')`),
    check('reports_type_check', sql`${t.type} in ('ip_infringement', 'inappropriate', 'other')`),
    check('reports_target_kind_check', sql`${t.targetKind} in ('model', 'comment', 'make', 'profile', 'other')`),
    check('reports_details_length_check', sql`char_length(${t.details}) between 10 and 4000`),
    check('reports_email_length_check', sql`char_length(${t.reporterEmail}) between 5 and 200`),
    check(
      'reports_dmca_check',
      sql`${t.reason} <> 'copyright' or (${t.copyrightedWork} is not null and ${t.goodFaithStatement} and ${t.accuracyStatement} and ${t.signatureName} is not null)`,
    ),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
