import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { reviewCreatorTier } from './review-creator-tier';

/** Creators looked at per run: a run is short, and the next takes the rest. */
const BATCH = 500;

/**
 * The periodic tier review (decision 074), run on one node at a time (a periodic task): takes the
 * creators marked due, oldest first, reviews each and then removes its mark, unless the creator was
 * marked again meanwhile (a later time): that mark stays for the next run. A node that dies midway
 * leaves the marks it had not removed, and the next run looks again; a look twice changes nothing
 * (reviewCreatorTier). Answers how many were looked at.
 */
export async function reviewCreatorTiers(db: Db, jobs: JobQueue): Promise<number> {
  const due = await db.execute<{ user_id: string; due_at: string }>(
    sql`select user_id, due_at::text as due_at from creator_tier_reviews where due_at <= now() order by due_at, user_id limit ${BATCH}`,
  );
  for (const { user_id: userId, due_at: dueAt } of due.rows) {
    await reviewCreatorTier(db, jobs, userId);
    await db.execute(sql`delete from creator_tier_reviews where user_id = ${userId} and due_at <= ${dueAt}::timestamptz`);
  }
  return due.rows.length;
}
