import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * A notice's end is a time no event marks (decision 075): the creators whose notice period is over
 * are marked for the review, which moves them down to what they then earn (or lifts the notice if
 * they meet their tier again). Run hourly with the anniversaries; answers how many were marked.
 */
export async function markTierNoticesServed(db: Db): Promise<number> {
  const marked = await db.execute(sql`
    insert into creator_tier_reviews (user_id)
    select user_id from creator_tiers where keeps_until is not null and keeps_until <= now()
    on conflict (user_id) do nothing
    returning user_id`);
  return marked.rows.length;
}
