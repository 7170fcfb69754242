import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { deleteReview } from '../../../../shared/contracts/community/reviews';
import { isAdminUser } from '../../../../shared/constants/roles';
import { lockModelForReview, moveRatingTotals } from '../../reviews/rating-totals';
import { NOT_YOUR_REVIEW, REVIEW_NOT_FOUND } from '../../reviews/review-rules';
import { models, reviews } from '../../../db/schema';
import { modelsVisibleTo } from '../../../policies';
import { implement } from '../../../callables/implement';

/**
 * A reviewer deletes their own review, an admin any. A review of a model the caller may not see is
 * not found, as the model is. The row and the model's figures move back in one transaction.
 */
export const deleteReviewFunction = implement(deleteReview, async ({ reviewId }, ctx) => {
  const [found] = await ctx.db
    .select({ modelId: reviews.modelId, reviewerId: reviews.reviewerId })
    .from(reviews)
    .innerJoin(models, eq(models.id, reviews.modelId))
    .where(and(eq(reviews.id, reviewId), modelsVisibleTo(ctx.user)));
  if (!found) throw new AppError('not-found', REVIEW_NOT_FOUND);
  if (found.reviewerId !== ctx.user.id && !isAdminUser(ctx.user)) throw new AppError('permission-denied', NOT_YOUR_REVIEW);
  return ctx.db.transaction(async (tx) => {
    await lockModelForReview(tx, found.modelId, ctx.user);
    // Deleted meanwhile (a second press, or the model's deletion): nothing to move back.
    const [gone] = await tx.delete(reviews).where(eq(reviews.id, reviewId)).returning({ rating: reviews.rating });
    if (!gone) throw new AppError('not-found', REVIEW_NOT_FOUND);
    const figures = await moveRatingTotals(tx, found.modelId, { reviews: -1, stars: -gone.rating, reviewed: false });
    return { success: true as const, ...figures };
  });
});
