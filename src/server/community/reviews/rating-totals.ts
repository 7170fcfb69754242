import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Tx } from '../../db/database';
import { models, users } from '../../db/schema';
import { type Viewer, modelsVisibleTo, MODEL_NOT_FOUND } from '../../policies';

/** Explore's top-rated prior (migration 0017): a reviewed model starts from 5 reviews of 3 stars. */
export const PRIOR_REVIEWS = 5;
export const PRIOR_STARS = 3 * PRIOR_REVIEWS;

/**
 * A review's writer keeps their account row from being deleted under them (KEY SHARE, which only
 * a deletion waits for), taken first: users before models, so a review and the deletion of its
 * writer's account (which locks the user, then the models whose figures it moves back) never wait
 * on each other in a circle.
 */
export async function lockReviewer(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
}

/**
 * Takes the model's row before the review's (decision 027's order: users, models, shards; a model's
 * deletion locks the model and then its reviews, so taking the review first could deadlock with
 * it). FOR NO KEY UPDATE leaves likes and counts, which only take the key, unblocked. All review
 * writes on one model wait here in turn, which also makes one person's two submissions at once
 * meet one after the other. A model deleted or hidden meanwhile is SPEC §5's 'Model not found'.
 */
export async function lockModelForReview(tx: Tx, modelId: string, viewer: Viewer): Promise<void> {
  const [row] = await tx
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.id, modelId), modelsVisibleTo(viewer)))
    .for('no key update');
  if (!row) throw new AppError('not-found', MODEL_NOT_FOUND);
}

export interface RatingFigures {
  averageRating: number;
  reviewCount: number;
}

/**
 * Moves the model's review figures by a review's change in one UPDATE, each from the row's own
 * value (SET reads the row as it was), so the figures stay a function of the review rows:
 * averageRating = ratingTotal / reviewCount, and ratingScore the Bayesian average explore sorts by.
 */
export async function moveRatingTotals(tx: Tx, modelId: string, change: { reviews: number; stars: number; reviewed: boolean }): Promise<RatingFigures> {
  const count = sql`(${models.reviewCount} + ${change.reviews})`;
  const total = sql`(${models.ratingTotal} + ${change.stars})`;
  const [row] = await tx
    .update(models)
    .set({
      reviewCount: sql`${count}`,
      ratingTotal: sql`${total}`,
      averageRating: sql`case when ${count} > 0 then ${total}::float8 / ${count} else 0 end`,
      ratingScore: sql`case when ${count} > 0 then (${PRIOR_STARS} + ${total})::float8 / (${PRIOR_REVIEWS} + ${count}) else 0 end`,
      ...(change.reviewed ? { lastReviewedAt: sql`now()` } : {}),
    })
    .where(eq(models.id, modelId))
    .returning({ averageRating: models.averageRating, reviewCount: models.reviewCount });
  if (!row) throw new AppError('not-found', MODEL_NOT_FOUND);
  return row;
}
