import { VIEW_MILESTONES } from '../../shared/constants/community-rules';
import type { Tx } from '../db/database';
import { modelViewMilestones } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';

/**
 * Records the view milestones (SPEC §9) a model's views passed in going from `before` to `now`, in
 * the caller's transaction, each once: the key decides, so the view that reached it and the
 * roll-up that made it exact may both try. Writes 'model.view_milestone' for each one recorded.
 */
export async function recordViewMilestones(tx: Tx, jobs: JobQueue, model: { id: string; ownerId: string }, before: number, now: number): Promise<number[]> {
  const crossed = VIEW_MILESTONES.filter((milestone) => before < milestone && milestone <= now);
  if (crossed.length === 0) return [];
  const recorded = await tx
    .insert(modelViewMilestones)
    .values(crossed.map((milestone) => ({ modelId: model.id, milestone })))
    .onConflictDoNothing()
    .returning({ milestone: modelViewMilestones.milestone });
  for (const { milestone } of recorded) {
    await recordEvent(tx, jobs, { type: 'model.view_milestone', subjectId: model.id, actorId: null, data: { milestone, ownerId: model.ownerId } });
  }
  return recorded.map((row) => row.milestone).sort((a, b) => a - b);
}
