import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { CreatorTier } from '../../shared/constants/creator-tiers';
import { uploadLimitText } from '../../shared/tier-notice-text';
import type { Db, Tx } from '../db/database';
import { creatorUploadMonths } from '../db/schema';
import { indiaDay, nextIndiaMonthStart } from '../money';
import { creatorTierOf } from './creator-tier-of';

/** A creator's uploads this month (India's calendar) against their tier's allowance. */
export interface UploadAllowance {
  tier: CreatorTier;
  used: number;
  limit: number;
  /** The instant the count starts again: the next month's first day, India time. */
  resetsAt: Date;
}

export async function monthlyUploadAllowance(db: Db | Tx, userId: string, now = new Date()): Promise<UploadAllowance> {
  const [{ tier, benefits }, [row]] = await Promise.all([
    creatorTierOf(db, userId),
    db
      .select({ uploads: creatorUploadMonths.uploads })
      .from(creatorUploadMonths)
      .where(and(eq(creatorUploadMonths.userId, userId), eq(creatorUploadMonths.month, indiaDay(now).slice(0, 7)))),
  ]);
  return { tier, used: row?.uploads ?? 0, limit: benefits.uploadsPerMonth, resetsAt: nextIndiaMonthStart(now) };
}

/**
 * Refuses a publish beyond the creator's tier's uploads a month (issue 30), naming the limit and
 * the day it resets. Asked before a model's files are checked, so a creator at their limit is told
 * at once rather than after the work.
 */
export async function checkMonthlyUploads(db: Db | Tx, userId: string, now = new Date()): Promise<void> {
  const allowance = await monthlyUploadAllowance(db, userId, now);
  if (allowance.used < allowance.limit) return;
  throw new AppError('resource-exhausted', uploadLimitText(allowance));
}

/**
 * Counts one publish against this month, inside the publish transaction and after the creator's row
 * is locked, so two publishes at once are counted one after the other and the second is refused
 * when the first used the last of the month.
 */
export async function takeMonthlyUpload(tx: Tx, userId: string, now = new Date()): Promise<void> {
  await checkMonthlyUploads(tx, userId, now);
  await tx
    .insert(creatorUploadMonths)
    .values({ userId, month: indiaDay(now).slice(0, 7), uploads: 1 })
    .onConflictDoUpdate({ target: [creatorUploadMonths.userId, creatorUploadMonths.month], set: { uploads: sql`${creatorUploadMonths.uploads} + 1` } });
}
