import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { models } from './models';
import { users } from './users';

/**
 * SPEC §3 review: 1–5 stars and an optional comment, one per reviewer and model (a second review
 * updates the first), never on one's own model. The model's reviewCount, ratingTotal,
 * averageRating, ratingScore and lastReviewedAt move with the row, in its transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_model_reviewer_unique').on(t.modelId, t.reviewerId),
    index('reviews_model_newest_idx').on(t.modelId, t.updatedAt.desc(), t.id.desc()),
    index('reviews_reviewer_idx').on(t.reviewerId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length_check', sql`char_length(${t.comment}) <= 1000`),
  ],
);
