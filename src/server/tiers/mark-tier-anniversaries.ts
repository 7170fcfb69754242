import { sql } from 'drizzle-orm';
import { CREATOR_TIERS, TIER_REQUIREMENTS } from '../../shared/constants/creator-tiers';
import type { Db } from '../db/database';

/**
 * An account's age is an input no event changes: every hour, the accounts that reached a tier's
 * age in the last two hours are marked for review (a run missed by a node's restart is covered by
 * the next; a creator marked twice is looked at once). Answers how many were marked.
 */
export async function markTierAnniversaries(db: Db): Promise<number> {
  const ages = [...new Set(CREATOR_TIERS.map((tier) => TIER_REQUIREMENTS[tier].accountAgeDays).filter((days) => days > 0))];
  const within = sql.join(
    ages.map((days) => sql`(created_at <= now() - make_interval(days => ${days}) and created_at > now() - make_interval(days => ${days}, hours => 2))`),
    sql` or `,
  );
  const marked = await db.execute(sql`
    insert into creator_tier_reviews (user_id)
    select id from users where ${within}
    on conflict (user_id) do nothing
    returning user_id`);
  return marked.rows.length;
}
