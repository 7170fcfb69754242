import { eq } from 'drizzle-orm';
import { tierEarned, tierRank, type CreatorTier } from '../../shared/constants/creator-tiers';
import type { Db } from '../db/database';
import { creatorTiers, users } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { tierOfRow } from './creator-tier-of';
import { tierInputs } from './tier-inputs';

/**
 * Looks at one creator's tier: moves them up to the highest tier their inputs earn, above an
 * admin's tier too, and tells them. Never down: a creator who falls below keeps their tier (the
 * month-end step down, with notice, is issue 30's next part). The inputs are read first; the change
 * is made under the creator's row lock after reading the tier again, so two nodes reviewing the
 * same creator at once move them once and tell them once. Answers the tier moved to, or null.
 */
export async function reviewCreatorTier(db: Db, jobs: JobQueue, userId: string): Promise<CreatorTier | null> {
  const inputs = await tierInputs(db, userId);
  if (!inputs) return null;
  const earned = tierEarned(inputs);
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!member) return null;
    const [row] = await tx.select({ tier: creatorTiers.tier }).from(creatorTiers).where(eq(creatorTiers.userId, userId));
    const current = tierOfRow(row);
    if (tierRank(earned) <= tierRank(current)) return null;
    const next = { tier: earned, setBy: 'review', reason: null, setByUserId: null, since: new Date() };
    await tx.insert(creatorTiers).values({ userId, ...next }).onConflictDoUpdate({ target: creatorTiers.userId, set: next });
    await recordEvent(tx, jobs, { type: 'creator.tier_changed', subjectId: userId, actorId: null, data: { from: current, to: earned, setBy: 'review', reason: null } });
    return earned;
  });
}
