import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { models } from './models';

/**
 * When a visitor's view of a model was last counted. A view counts again only after
 * VIEW_WINDOW_MINUTES, so reloading does not inflate the counter. One row per visitor and model;
 * rows older than the trending window are pruned (decision 020), as nothing reads them any more.
 */
export const modelViews = pgTable(
  'model_views',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.visitorKey] }), index('model_views_counted_idx').on(t.countedAt)],
);

/**
 * SPEC §3 "download": one row per person, model and day (UTC); the unique index is what makes a
 * download count once per day however often the file is fetched.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('downloads_once_a_day_idx').on(t.modelId, t.visitorKey, t.day),
    index('downloads_user_idx').on(t.userId),
    index('downloads_at_idx').on(t.downloadedAt),
  ],
);

/**
 * SPEC §3 "share": one row per visitor, model, platform and UTC day (decision 020); the unique
 * index decides, as for downloads. Visitor and day are null on shares recorded before that rule.
 */
export const shares = pgTable(
  'shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    sharerId: text('sharer_id'),
    platform: text('platform').notNull(),
    visitorKey: text('visitor_key'),
    day: date('day'),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shares_model_idx').on(t.modelId),
    index('shares_at_idx').on(t.sharedAt),
    uniqueIndex('shares_once_a_day_idx').on(t.modelId, t.visitorKey, t.platform, t.day),
  ],
);

/**
 * How many views, downloads or shares (kind) of a model were counted today for visitors who are
 * not signed in, per IP address (a keyed hash of it). The per-IP ceiling reads and moves this row
 * in the same transaction as the count, so every node sharing the database keeps to it; rows of
 * past days are pruned (decision 020).
 */
export const countIpDays = pgTable(
  'count_ip_days',
  {
    kind: text('kind', { enum: ['view', 'download', 'share'] }).notNull(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    ipKey: text('ip_key').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.modelId, t.ipKey, t.day] }), index('count_ip_days_day_idx').on(t.day)],
);
