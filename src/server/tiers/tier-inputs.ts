import { and, count, eq, sql } from 'drizzle-orm';
import type { TierInputs } from '../../shared/constants/creator-tiers';
import type { Db } from '../db/database';
import { models, users } from '../db/schema';
import { earningsSummary } from '../money';
import { LISTED_PUBLICLY } from '../policies';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a creator has done, as the tiers count it (decision 074): downloads from the user's running
 * total, real tip earnings from the ledger's running totals (test money never counts), the models
 * public lists show and how many of them are featured, and the account's age in whole days.
 * Null for no such user.
 */
export async function tierInputs(db: Db, userId: string, now = new Date()): Promise<TierInputs | null> {
  const [user] = await db.select({ totalDownloads: users.totalDownloads, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [[shown], earnings] = await Promise.all([
    db
      .select({ publicModels: count(), featuredModels: sql<number>`count(*) filter (where ${models.featured})`.mapWith(Number) })
      .from(models)
      .where(and(eq(models.userId, userId), LISTED_PUBLICLY)),
    earningsSummary(db, userId, 'live', null),
  ]);
  return {
    downloads: user.totalDownloads,
    earningsPaise: Math.max(0, earnings.totalEarnings),
    publicModels: shown?.publicModels ?? 0,
    accountAgeDays: Math.max(0, Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS)),
    featuredModels: shown?.featuredModels ?? 0,
  };
}
