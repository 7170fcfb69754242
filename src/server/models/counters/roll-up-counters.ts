import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { recordViewMilestones, unlockAchievements } from '../../achievements';
import { markTierReviewDue } from '../../tiers';

/** Models per transaction: bounds how long one roll-up holds its row locks. */
const BATCH = 2000;

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Moves the counts waiting in model_counter_shards into the models rows and their creators'
 * totals, and deletes them, in one transaction per batch, so each count is added exactly once
 * however many nodes run this at once (each delete takes rows no other can). Runs as a periodic
 * job (decision 027). Answers how many models it rolled up.
 *
 * Lock order, the same everywhere rows of these tables are locked together (decision 027):
 * users, then models, then model_counter_shards, each in id order. deleteUser locks the user, then
 * deletes models and (by cascade) their shards; this takes the owners, then the models, then the
 * shards. A count locks only its shard row and takes the foreign key's KEY SHARE lock on the
 * model, which FOR NO KEY UPDATE here does not wait on.
 */
/**
 * The views it moved are what reach view milestones and the creators' total-views achievements
 * (SPEC §9): they are recorded here, in the same transaction, from each row's figure before and
 * after (a view also records a milestone it hits at once, record-model-view.ts; the key keeps it once).
 */
export async function rollUpCounters(db: Db, jobs: JobQueue): Promise<number> {
  let rolled = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const pending = await tx.execute<{ model_id: string; user_id: string }>(sql`
        select p.model_id, m.user_id from (select distinct model_id from model_counter_shards order by model_id limit ${BATCH}) p
        join models m on m.id = p.model_id`);
      if (pending.rows.length === 0) return 0;
      const modelIds = pending.rows.map((r) => r.model_id);
      const owners = [...new Set(pending.rows.map((r) => r.user_id))];
      await tx.execute(sql`select id from users where id in (${list(owners)}) order by id for no key update`);
      await tx.execute(sql`select id from models where id in (${list(modelIds)}) order by id for no key update`);
      const moved = await tx.execute<{ kind: 'model' | 'user' | 'downloads'; id: string; owner_id: string; now: number; added: number }>(sql`
        with gone as (
          delete from model_counter_shards where model_id in (${list(modelIds)})
          returning model_id, views, downloads, shares, likes, last_viewed_at, last_shared_at
        ), sums as (
          select model_id, sum(views)::int as views, sum(downloads)::int as downloads, sum(shares)::int as shares, sum(likes)::int as likes,
            max(last_viewed_at) as last_viewed_at, max(last_shared_at) as last_shared_at
          from gone group by model_id
        ), moved as (
          update models m set
            views = m.views + sums.views, downloads = m.downloads + sums.downloads, shares = m.shares + sums.shares, likes = m.likes + sums.likes,
            last_viewed_at = greatest(m.last_viewed_at, sums.last_viewed_at), last_shared_at = greatest(m.last_shared_at, sums.last_shared_at)
          from sums where m.id = sums.model_id
          returning m.id, m.user_id, m.views as views_now, sums.views, sums.downloads, sums.likes
        ), totals as (
          update users u set total_views = u.total_views + t.views, total_downloads = u.total_downloads + t.downloads, total_likes = u.total_likes + t.likes
          from (select user_id, sum(views)::int as views, sum(downloads)::int as downloads, sum(likes)::int as likes from moved group by user_id) t
          where u.id = t.user_id
          returning u.id, u.total_views as total_now, t.views
        )
        select 'model' as kind, id, user_id as owner_id, views_now as now, views as added from moved where views > 0
        union all
        select 'downloads' as kind, id, user_id as owner_id, 0 as now, downloads as added from moved where downloads > 0
        union all
        select 'user' as kind, id, id as owner_id, total_now as now, views as added from totals where views > 0
        order by kind, id`);
      for (const row of moved.rows) {
        if (row.kind === 'model') await recordViewMilestones(tx, jobs, { id: row.id, ownerId: row.owner_id }, row.now - row.added, row.now);
        else if (row.kind === 'user') await unlockAchievements(tx, jobs, row.id, 'total_views', row.now);
      }
      // Downloads reach a creator's total here, so here their tier is due a look (issue 30).
      await markTierReviewDue(tx, moved.rows.filter((row) => row.kind === 'downloads').map((row) => row.owner_id));
      return modelIds.length;
    });
    rolled += moved;
    if (moved < BATCH) return rolled;
  }
}
