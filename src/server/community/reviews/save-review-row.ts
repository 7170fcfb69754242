import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { reviews } from '../../db/schema';
import { newId } from '../../db/new-id';

export interface SavedReview {
  id: string;
  /** The stars the review had before this call; null when it is new. */
  oldRating: number | null;
}

/**
 * Writes one person's review of a model: updates theirs if there is one (answering its old stars,
 * so the model's total moves by the difference), else inserts it. Runs under the model's lock
 * (lockModelForReview), so no other review of this model is written meanwhile; the unique key on
 * (model, reviewer) still stands behind it.
 */
export async function saveReviewRow(tx: Tx, review: { modelId: string; reviewerId: string; rating: number; comment: string }): Promise<SavedReview> {
  const mine = and(eq(reviews.modelId, review.modelId), eq(reviews.reviewerId, review.reviewerId));
  const [old] = await tx.select({ id: reviews.id, rating: reviews.rating }).from(reviews).where(mine).for('update');
  if (old) {
    await tx
      .update(reviews)
      .set({ rating: review.rating, comment: review.comment, updatedAt: sql`now()` })
      .where(eq(reviews.id, old.id));
    return { id: old.id, oldRating: old.rating };
  }
  const [row] = await tx
    .insert(reviews)
    .values({ id: newId(), modelId: review.modelId, reviewerId: review.reviewerId, rating: review.rating, comment: review.comment })
    .returning({ id: reviews.id });
  return { id: row!.id, oldRating: null };
}
