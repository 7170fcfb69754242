import { bigserial, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { models } from './models';

/**
 * When a visitor's view of a model was last counted. A view counts again only after
 * VIEW_WINDOW_MINUTES, so reloading does not inflate the counter. One row per visitor and model.
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

/** SPEC §3 "share": every share with its platform. */
export const shares = pgTable(
  'shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    sharerId: text('sharer_id'),
    platform: text('platform').notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shares_model_idx').on(t.modelId), index('shares_at_idx').on(t.sharedAt)],
);
