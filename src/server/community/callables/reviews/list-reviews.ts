import { and, eq, sql } from 'drizzle-orm';
import { listReviews } from '../../../../shared/contracts/community/reviews';
import { HISTOGRAM_MAX_REVIEWS, reviewColumns, toReviewItem } from '../../reviews/review-rules';
import { newestFirst } from '../../../db/keyset-pager';
import { models, reviews, users } from '../../../db/schema';
import { loadModelFor } from '../../../policies';
import { implement } from '../../../callables/implement';

/** Newest first by when a review was last written: an updated review comes back to the top. */
const pager = newestFirst('reviews', reviews.updatedAt, reviews.id);
/**
 * The pager's order spelt as reviews_model_newest_idx holds it (DESC NULLS LAST): a plain DESC puts
 * nulls first, and PostgreSQL then sorts every review of the model instead of reading the index.
 */
const newestOrder = [sql`${reviews.updatedAt} desc nulls last`, sql`${reviews.id} desc nulls last`];

/**
 * A visible model's reviews (reviews_model_newest_idx walks them), the caller's own, the model's
 * figures and the stars' histogram. The histogram is read on the first page only (later pages are
 * "Load more" and keep the summary they came with), and only up to HISTOGRAM_MAX_REVIEWS reviews.
 */
export const listReviewsFunction = implement(listReviews, async ({ modelId, limit, cursor }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const after = pager.after(cursor);
  const rows = await ctx.db
    .select({ ...reviewColumns, cursorKey: pager.cursorKey })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(and(eq(reviews.modelId, model.id), after))
    .orderBy(...newestOrder)
    .limit(limit + 1);
  const { page, nextCursor } = pager.page(rows, limit);
  const [figures] = await ctx.db.select({ averageRating: models.averageRating, reviewCount: models.reviewCount }).from(models).where(eq(models.id, model.id));
  const [mine] = ctx.user
    ? await ctx.db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.reviewerId))
        .where(and(eq(reviews.modelId, model.id), eq(reviews.reviewerId, ctx.user.id)))
    : [];
  return {
    reviews: page.map(toReviewItem),
    nextCursor,
    mine: mine ? toReviewItem(mine) : null,
    averageRating: figures?.averageRating ?? 0,
    reviewCount: figures?.reviewCount ?? 0,
    histogram: cursor || (figures?.reviewCount ?? 0) > HISTOGRAM_MAX_REVIEWS ? null : await starHistogram(ctx.db, model.id),
  };
});

async function starHistogram(db: Parameters<typeof loadModelFor>[0], modelId: string): Promise<number[]> {
  const counts = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.modelId, modelId))
    .groupBy(reviews.rating);
  return [1, 2, 3, 4, 5].map((stars) => Number(counts.find((c) => c.rating === stars)?.n ?? 0));
}
