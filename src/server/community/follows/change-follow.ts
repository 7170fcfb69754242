import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Tx } from '../../db/database';
import { follows, users } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { recordEvent } from '../../events/record-event';
import type { JobQueue } from '../../jobs/job-queue';
import { unlockAchievements } from '../../achievements';
import { USER_NOT_FOUND } from './require-user';

interface FollowChange {
  following: boolean;
  followersCount: number;
}

/**
 * Both members' counts move by `delta`, the follower's following and the followed's followers, in
 * id order: two people following each other at once lock the same two rows in the same order, so
 * neither waits on the other forever. Answers the followed member's follower count after the move.
 */
async function moveCounts(tx: Tx, followerId: string, followedId: string, delta: 1 | -1): Promise<number> {
  let followersCount = 0;
  for (const id of [followerId, followedId].sort()) {
    const change = id === followerId ? { followingCount: sql`${users.followingCount} + ${delta}` } : { followersCount: sql`${users.followersCount} + ${delta}` };
    const [row] = await tx
      .update(users)
      .set(change)
      .where(eq(users.id, id))
      .returning({ followersCount: users.followersCount });
    if (id === followedId) followersCount = row?.followersCount ?? 0;
  }
  return followersCount;
}

async function currentFollowers(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: users.followersCount }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('not-found', USER_NOT_FOUND);
  return row.n;
}

/**
 * Follows: the row's key decides (a second follow inserts nothing and moves nothing), and only the
 * call that inserted the row moves the counts, records 'user.followed' and unlocks the followed
 * member's follower achievements with the count it reached, all in the caller's transaction.
 */
export async function addFollow(tx: Tx, jobs: JobQueue, followerId: string, followedId: string): Promise<FollowChange> {
  let inserted: unknown[];
  try {
    inserted = await tx.insert(follows).values({ followerId, followedId }).onConflictDoNothing().returning({ followedId: follows.followedId });
  } catch (error) {
    // The member was deleted between the caller's check and this insert.
    if (isForeignKeyViolation(error)) throw new AppError('not-found', USER_NOT_FOUND);
    throw error;
  }
  if (inserted.length === 0) return { following: true, followersCount: await currentFollowers(tx, followedId) };
  const followersCount = await moveCounts(tx, followerId, followedId, 1);
  await recordEvent(tx, jobs, { type: 'user.followed', subjectId: followedId, actorId: followerId, data: { followersCount } });
  await unlockAchievements(tx, jobs, followedId, 'followers', followersCount);
  return { following: true, followersCount };
}

/** Unfollows: only the call that deleted the row moves the counts and records 'user.unfollowed'. */
export async function removeFollow(tx: Tx, jobs: JobQueue, followerId: string, followedId: string): Promise<FollowChange> {
  const deleted = await tx
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
    .returning({ followedId: follows.followedId });
  if (deleted.length === 0) return { following: false, followersCount: await currentFollowers(tx, followedId) };
  const followersCount = await moveCounts(tx, followerId, followedId, -1);
  await recordEvent(tx, jobs, { type: 'user.unfollowed', subjectId: followedId, actorId: followerId, data: { followersCount } });
  return { following: false, followersCount };
}
