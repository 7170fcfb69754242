import { integer, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';
import { models } from './models';
import { users } from './users';

/**
 * SPEC §3 achievement and §9's milestones: one row per person, kind and threshold, written by the
 * event that reaches it (the key makes it once).
 */
export const achievements = pgTable(
  'achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['models_uploaded', 'followers', 'total_views'] }).notNull(),
    milestone: integer('milestone').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.milestone] }), index('achievements_user_recent_idx').on(t.userId, t.unlockedAt.desc())],
);

/** SPEC §9 view milestones: a model crossing one records it once. */
export const modelViewMilestones = pgTable(
  'model_view_milestones',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    milestone: integer('milestone').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.milestone] })],
);
