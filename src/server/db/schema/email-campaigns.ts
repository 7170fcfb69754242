import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 16 item 7: an admin's e-mail to a segment of the members. A draft can be edited; sending
 * fixes its segment and copies the recipients into `campaign_recipients` at that moment, and the
 * campaign is `sent` once none of them is left to send (decision 044).
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull(),
    /** The Markdown as the admin wrote it; rendered on every send and preview, never stored as HTML. */
    body: text('body').notNull(),
    status: text('status', { enum: ['draft', 'sending', 'sent', 'cancelled'] }).notNull().default('draft'),
    /** Chosen when it is sent: all, creators or inactive. */
    segment: text('segment', { enum: ['all', 'creators', 'tier', 'inactive'] }),
    /** The inactive segment's "no sign-in for N days". */
    segmentDays: integer('segment_days'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('email_campaigns_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    check('email_campaigns_status_check', sql`${t.status} in ('draft', 'sending', 'sent', 'cancelled')`),
    check('email_campaigns_segment_check', sql`${t.segment} is null or ${t.segment} in ('all', 'creators', 'tier', 'inactive')`),
  ],
);

export type EmailCampaignRow = typeof emailCampaigns.$inferSelect;

/**
 * One recipient of one campaign. The key (campaign, user) means a person is in a campaign once, so
 * however many nodes or retries send it, there is one row to move: pending → sending (claimed by
 * one run) → sent or failed; skipped for those left out after the snapshot (unsubscribed, banned,
 * cancelled). A claim whose run died is never sent again (decision 044).
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address when the campaign was sent, so the row says where it went. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] }).notNull().default('pending'),
    /** The SMTP server's answer for a failed one; why for a skipped one. */
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The server node (job_nodes.id) whose run claimed it: once that node stops, the claim is known dead (decision 051). */
    claimedBy: uuid('claimed_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('campaign_recipients_open_idx').on(t.campaignId, t.status).where(sql`status in ('pending', 'sending')`),
    check('campaign_recipients_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`),
  ],
);
