import { eq } from 'drizzle-orm';
import { tierEarned, tierRank, type CreatorTier } from '../../shared/constants/creator-tiers';
import type { Db, Tx } from '../db/database';
import { creatorTiers, users } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { nextIndiaMonthStart } from '../money';
import { tierOfRow } from './creator-tier-of';
import { tierInputs } from './tier-inputs';

/** What a look at one creator did. */
export type TierReviewOutcome = { moved: 'up' | 'down'; to: CreatorTier } | { notice: 'given' | 'lifted' } | null;

type TierRow = typeof creatorTiers.$inferSelect;

/**
 * A creator below their earned tier (decision 075): the first look tells them and lets them keep it
 * to the end of the month; a look after that month has ended moves them down to what they earn.
 */
async function belowTier(tx: Tx, jobs: JobQueue, row: TierRow, earned: CreatorTier, now: Date): Promise<TierReviewOutcome> {
  const userId = row.userId;
  const current = tierOfRow(row);
  if (!row.keepsUntil) {
    const keepsUntil = nextIndiaMonthStart(now);
    await tx.update(creatorTiers).set({ keepsUntil }).where(eq(creatorTiers.userId, userId));
    await recordEvent(tx, jobs, { type: 'creator.tier_notice', subjectId: userId, actorId: null, data: { tier: current, to: earned, keepsUntil: keepsUntil.toISOString() } });
    return { notice: 'given' };
  }
  if (row.keepsUntil > now) return null;
  if (earned === 'basic') await tx.delete(creatorTiers).where(eq(creatorTiers.userId, userId));
  else await tx.update(creatorTiers).set({ tier: earned, since: now, keepsUntil: null }).where(eq(creatorTiers.userId, userId));
  await recordEvent(tx, jobs, { type: 'creator.tier_changed', subjectId: userId, actorId: null, data: { from: current, to: earned, setBy: 'review', reason: null } });
  return { moved: 'down', to: earned };
}

/**
 * Looks at one creator's tier (decision 074, 075). Up at once to the highest tier their inputs
 * earn, above an admin's tier too, and they are told. Down only with notice, and never below an
 * admin's tier: a creator on an earned tier who no longer meets it is told and keeps it to the end
 * of the month; meeting it again lifts the notice (they are told), and a look once the month is
 * over moves them to what they then earn. The inputs are read first; every change is made under
 * the creator's row lock after reading the tier again, so two nodes looking at the same creator at
 * once act once and tell them once.
 */
export async function reviewCreatorTier(db: Db, jobs: JobQueue, userId: string, now = new Date()): Promise<TierReviewOutcome> {
  const inputs = await tierInputs(db, userId, now);
  if (!inputs) return null;
  const earned = tierEarned(inputs);
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!member) return null;
    const [row] = await tx.select().from(creatorTiers).where(eq(creatorTiers.userId, userId));
    const current = tierOfRow(row);
    if (tierRank(earned) > tierRank(current)) {
      const next = { tier: earned, setBy: 'review', reason: null, setByUserId: null, since: now, keepsUntil: null };
      await tx.insert(creatorTiers).values({ userId, ...next }).onConflictDoUpdate({ target: creatorTiers.userId, set: next });
      await recordEvent(tx, jobs, { type: 'creator.tier_changed', subjectId: userId, actorId: null, data: { from: current, to: earned, setBy: 'review', reason: null } });
      return { moved: 'up', to: earned };
    }
    if (!row) return null;
    if (tierRank(earned) === tierRank(current) || row.setBy === 'admin') {
      if (!row.keepsUntil) return null;
      await tx.update(creatorTiers).set({ keepsUntil: null }).where(eq(creatorTiers.userId, userId));
      await recordEvent(tx, jobs, { type: 'creator.tier_kept', subjectId: userId, actorId: null, data: { tier: current } });
      return { notice: 'lifted' };
    }
    return belowTier(tx, jobs, row, earned, now);
  });
}
