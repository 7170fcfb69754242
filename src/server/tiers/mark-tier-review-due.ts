import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';

/**
 * Marks creators for the next tier review (review-creator-tiers.ts). Inside the caller's
 * transaction, so the mark exists exactly when what changed their inputs was committed. A creator
 * marked already is marked now instead: their review, if under way, looked before this change.
 * Ids of users that are gone are skipped.
 */
export async function markTierReviewDue(db: Db | Tx, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)].filter((id) => id !== '' && id !== 'platform');
  if (ids.length === 0) return;
  await db.execute(sql`
    insert into creator_tier_reviews (user_id, due_at)
    select u.id, now() from users u where u.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict (user_id) do update set due_at = excluded.due_at`);
}
