import { sql } from 'drizzle-orm';
import { TRENDING_WINDOW_DAYS } from '../../shared/constants/discovery-rules';
import { MAKE_TRENDING_WEIGHT } from '../../shared/constants/make-rules';
import type { Db } from '../db/database';

/**
 * Rewrites each model's trending score from its activity in the last TRENDING_WINDOW_DAYS: a view
 * counts 1, a share 2, a download 3, a make MAKE_TRENDING_WEIGHT (decision 090), each fading
 * linearly to nothing over the window, so yesterday outweighs last week. Only models with recent activity, or a score to drop back to 0, are written.
 * Resolves with how many rows changed.
 */
export async function refreshTrending(db: Db): Promise<number> {
  const window = sql`make_interval(days => ${TRENDING_WINDOW_DAYS})`;
  const fade = (at: ReturnType<typeof sql>) =>
    sql`greatest(0, 1 - extract(epoch from now() - ${at}) / extract(epoch from ${window}))`;
  const result = await db.execute(sql`
    with activity as (
      select model_id, sum(weight)::real as score from (
        select model_id, 1 * ${fade(sql`counted_at`)} as weight from model_views where counted_at > now() - ${window}
        union all
        select model_id, 2 * ${fade(sql`shared_at`)} from shares where shared_at > now() - ${window}
        union all
        select model_id, 3 * ${fade(sql`downloaded_at`)} from downloads where downloaded_at > now() - ${window}
        union all
        select model_id, ${sql.raw(String(MAKE_TRENDING_WEIGHT))} * ${fade(sql`created_at`)} from makes where created_at > now() - ${window}
      ) recent
      group by model_id
    ),
    touched as (
      select id from models where trending_score > 0
      union
      select model_id from activity
    )
    update models set trending_score = coalesce(activity.score, 0)
    from touched left join activity on activity.model_id = touched.id
    where models.id = touched.id and models.trending_score is distinct from coalesce(activity.score, 0)`);
  return result.rowCount ?? 0;
}
