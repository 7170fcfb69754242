import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { PRIOR_REVIEWS, PRIOR_STARS } from './rating-totals';

/**
 * Takes a person's reviews back before their account is deleted, moving each reviewed model's
 * figures back by exactly what the person gave, as deleteReview does one at a time. Without it the
 * reviews would leave by ON DELETE CASCADE and every model's count and average would keep them.
 * Runs in the deletion's transaction after the user's row is locked: it then locks the models in
 * id order (users, then models, decision 027) and only after them deletes the review rows, the
 * order a review's own writes keep (lockModelForReview).
 */
export async function withdrawReviewsOf(tx: Tx, userId: string): Promise<number> {
  await tx.execute(sql`select id from models where id in (select model_id from reviews where reviewer_id = ${userId}) order by id for no key update`);
  const result = await tx.execute<{ n: number }>(sql`
    with gone as (delete from reviews where reviewer_id = ${userId} returning model_id, rating),
    per_model as (select model_id, count(*)::int as reviews, sum(rating)::int as stars from gone group by model_id),
    moved as (
      update models m set
        review_count = m.review_count - p.reviews,
        rating_total = m.rating_total - p.stars,
        average_rating = case when m.review_count - p.reviews > 0 then (m.rating_total - p.stars)::float8 / (m.review_count - p.reviews) else 0 end,
        rating_score = case when m.review_count - p.reviews > 0 then (${PRIOR_STARS} + m.rating_total - p.stars)::float8 / (${PRIOR_REVIEWS} + m.review_count - p.reviews) else 0 end
      from per_model p where m.id = p.model_id
      returning m.id
    )
    select count(*)::int as n from gone`);
  return Number(result.rows[0]?.n ?? 0);
}
