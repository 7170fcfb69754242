import { ACHIEVEMENT_MILESTONES, type AchievementType } from '../../shared/constants/community-rules';
import type { Tx } from '../db/database';
import { achievements } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';

/**
 * Unlocks every achievement of a kind that `reached` has passed and that the person does not have
 * yet, in the caller's transaction: called by the change that moves the figure (a publish, a follow,
 * a roll-up of views), never by a scan. The key makes each one once, so calling it again, or from two
 * nodes at once, unlocks nothing twice. Answers the milestones unlocked by this call.
 */
export async function unlockAchievements(tx: Tx, jobs: JobQueue, userId: string, type: AchievementType, reached: number): Promise<number[]> {
  const due = ACHIEVEMENT_MILESTONES[type].filter((milestone) => milestone <= reached);
  if (due.length === 0) return [];
  const unlocked = await tx
    .insert(achievements)
    .values(due.map((milestone) => ({ userId, type, milestone })))
    .onConflictDoNothing()
    .returning({ milestone: achievements.milestone });
  for (const { milestone } of unlocked) {
    await recordEvent(tx, jobs, { type: 'user.achievement_unlocked', subjectId: userId, actorId: null, data: { achievement: type, milestone } });
  }
  return unlocked.map((row) => row.milestone).sort((a, b) => a - b);
}
