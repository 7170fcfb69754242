import { eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { submitReview } from '../../../../shared/contracts/community/reviews';
import { lockModelForReview, lockReviewer, moveRatingTotals } from '../../reviews/rating-totals';
import { OWN_MODEL_REVIEW, reviewColumns, toReviewItem } from '../../reviews/review-rules';
import { saveReviewRow } from '../../reviews/save-review-row';
import { reviews, users } from '../../../db/schema';
import { recordEvent } from '../../../events/record-event';
import { loadModelFor } from '../../../policies';
import { implement } from '../../../callables/implement';

/**
 * Issue 12 item 4: one review per person and model (a second one updates the first), never on
 * one's own model. The review row, the model's figures and the 'model.reviewed' event are written
 * in one transaction, under the model's lock, so the figures always match the review rows.
 */
export const submitReviewFunction = implement(submitReview, async ({ modelId, rating, comment }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  if (model.userId === ctx.user.id) throw new AppError('permission-denied', OWN_MODEL_REVIEW);
  return ctx.db.transaction(async (tx) => {
    await lockReviewer(tx, ctx.user.id);
    await lockModelForReview(tx, model.id, ctx.user);
    const saved = await saveReviewRow(tx, { modelId: model.id, reviewerId: ctx.user.id, rating, comment: comment ?? '' });
    const isNew = saved.oldRating === null;
    const figures = await moveRatingTotals(tx, model.id, { reviews: isNew ? 1 : 0, stars: rating - (saved.oldRating ?? 0), reviewed: true });
    await recordEvent(tx, ctx.jobs, {
      type: 'model.reviewed',
      subjectId: model.id,
      actorId: ctx.user.id,
      data: { reviewId: saved.id, rating, ownerId: model.userId, isNew },
    });
    const [row] = await tx.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.reviewerId)).where(eq(reviews.id, saved.id));
    return { success: true as const, isNew, review: toReviewItem(row!), ...figures };
  });
});
