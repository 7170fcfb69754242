import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Where e-mail goes when no SMTP server is configured (the embedded mode). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
