import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { models } from './models';
import { users } from './users';

/**
 * One row per counted view (decision 043). model_views keeps only a visitor's latest counted view,
 * so it cannot say how many views a day had; these rows can, until the analytics roll-up has closed
 * their day and the retention prune takes them.
 */
export const countedViews = pgTable(
  'counted_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('counted_views_at_idx').on(t.countedAt)],
);

/** What a browser with analytics consent told trackUserActivity (issue 16 item 4), kept ANALYTICS_RAW_DAYS. */
export const userActivity = pgTable(
  'user_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activity_at_idx').on(t.createdAt)],
);

/** A closed India day's site-wide figures; written only once the day is over, so it never changes afterwards. */
export const analyticsDays = pgTable('analytics_days', {
  day: date('day').primaryKey(),
  signUps: integer('sign_ups').notNull(),
  activeUsers: integer('active_users').notNull(),
  uploads: integer('uploads').notNull(),
  downloads: integer('downloads').notNull(),
  views: integer('views').notNull(),
  tips: integer('tips').notNull(),
  tipPaise: bigint('tip_paise', { mode: 'number' }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A closed day's views and downloads of each model that had any, for the top-models lists. The
 * second index serves one creator's top models (decision 079): their models' days over a range,
 * which the key, led by the day, would find only by reading every model's days of the range.
 */
export const analyticsModelDays = pgTable(
  'analytics_model_days',
  {
    day: date('day').notNull(),
    modelId: text('model_id').notNull(),
    views: integer('views').notNull(),
    downloads: integer('downloads').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.modelId] }), index('analytics_model_days_model_idx').on(t.modelId, t.day)],
);

/**
 * A closed day's figures of each creator who had any: live tips received and downloads (the
 * top-creators lists), and views of their models, likes on them and new followers (premium stats,
 * decision 079). The second index reads one creator's days of a range.
 */
export const analyticsCreatorDays = pgTable(
  'analytics_creator_days',
  {
    day: date('day').notNull(),
    userId: text('user_id').notNull(),
    tips: integer('tips').notNull(),
    tipPaise: bigint('tip_paise', { mode: 'number' }).notNull(),
    downloads: integer('downloads').notNull(),
    /** Counted views of the creator's models. */
    views: integer('views').notNull().default(0),
    /** Likes made that day on the creator's models and still standing when the day closed (an unlike deletes the row). */
    likes: integer('likes').notNull().default(0),
    /** Follows of the creator made that day and still standing when the day closed: followers gained, not net. */
    followers: integer('followers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] }), index('analytics_creator_days_user_idx').on(t.userId, t.day)],
);

export interface TopModelFigures {
  modelId: string;
  downloads: number;
  views: number;
}
export interface TopCreatorFigures {
  userId: string;
  tips: number;
  tipPaise: number;
  downloads: number;
}

/** Each range's top lists over its closed days, as of the last day closed, so the dashboard does not sum a quarter of model-days per request. */
export const analyticsTops = pgTable('analytics_tops', {
  range: text('range').primaryKey(),
  asOf: date('as_of').notNull(),
  models: jsonb('models').$type<TopModelFigures[]>().notNull(),
  creators: jsonb('creators').$type<TopCreatorFigures[]>().notNull(),
});
