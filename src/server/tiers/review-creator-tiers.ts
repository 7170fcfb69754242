import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { reviewCreatorTier } from './review-creator-tier';

/** Creators looked at per run: a run is short, and the next takes the rest. */
const BATCH = 500;

/** One batch: the creators due, oldest first, each reviewed and then its mark removed. */
async function reviewBatch(db: Db, jobs: JobQueue): Promise<number> {
  const due = await db.execute<{ user_id: string; due_at: string }>(
    sql`select user_id, due_at::text as due_at from creator_tier_reviews where due_at <= now() order by due_at, user_id limit ${BATCH}`,
  );
  for (const { user_id: userId, due_at: dueAt } of due.rows) {
    await reviewCreatorTier(db, jobs, userId);
    await db.execute(sql`delete from creator_tier_reviews where user_id = ${userId} and due_at <= ${dueAt}::timestamptz`);
  }
  return due.rows.length;
}

/**
 * The periodic tier review (decision 074), run on one node at a time (a periodic task): takes the
 * creators marked due, oldest first, reviews each and then removes its mark, unless the creator was
 * marked again meanwhile (a later time): that mark stays for the next run. A node that dies midway
 * leaves the marks it had not removed, and the next run looks again; a look twice changes nothing
 * (reviewCreatorTier). Batch after batch while marks are left and `budgetMs` has not passed (the
 * task gives it half its period), so a day that marks 100,000 creators is looked at within minutes,
 * not one batch a period (bench/tier-review.ts). Answers how many were looked at.
 */
export async function reviewCreatorTiers(db: Db, jobs: JobQueue, budgetMs = 0): Promise<number> {
  const stopAt = Date.now() + budgetMs;
  let looked = 0;
  for (;;) {
    const n = await reviewBatch(db, jobs);
    looked += n;
    if (n < BATCH || Date.now() >= stopAt) return looked;
  }
}
