import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { sponsoredCampaigns } from '../db/schema';
import { returnSponsoredBudget, settleSponsoredSpend } from '../money';
import type { CampaignRow } from './campaign-view';

/** Why a campaign ended: its time, its budget, its owner, an admin, its model, or an admin's no. */
export type EndReason = 'time' | 'budget' | 'owner' | 'admin' | 'model_not_public' | 'account_closed' | 'declined';

/**
 * The campaign's row under its lock, for the rest of the transaction: a count that spends, a
 * settling and an ending of one campaign take turns on it, on however many nodes.
 */
export async function lockCampaign(tx: Tx, id: string): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(sponsoredCampaigns).where(eq(sponsoredCampaigns.id, id)).for('update');
  return row ?? null;
}

/** Posts what a locked campaign has spent since it was last settled to the platform's ad revenue. */
export async function settleSpend(tx: Tx, row: CampaignRow): Promise<CampaignRow> {
  const due = row.spentPaise - row.settledPaise;
  if (due <= 0) return row;
  await settleSponsoredSpend(tx, { campaignId: row.id, creatorId: row.creatorId, amountPaise: due, spentUpTo: row.spentPaise });
  const [settled] = await tx.update(sponsoredCampaigns).set({ settledPaise: row.spentPaise }).where(eq(sponsoredCampaigns.id, row.id)).returning();
  return settled!;
}

export interface Ending {
  status: 'ended' | 'declined';
  reason: EndReason;
  now: Date;
  /** An admin's decision: who and why, kept on the row. */
  reviewedBy?: string;
  reviewReason?: string | null;
}

/**
 * Ends (or declines) a locked campaign: what it spent is settled, the rest goes back to the
 * creator's earnings, and the row says so, all in the caller's transaction. A campaign already over
 * is only made whole (its return, if that was somehow left) and keeps its first reason.
 */
export async function endCampaign(tx: Tx, locked: CampaignRow, ending: Ending): Promise<CampaignRow> {
  const row = await settleSpend(tx, locked);
  const over = row.status === 'ended' || row.status === 'declined';
  if (over && row.returnedAt) return row;
  const rest = row.budgetPaise - row.spentPaise;
  if (rest > 0) await returnSponsoredBudget(tx, { campaignId: row.id, creatorId: row.creatorId, amountPaise: rest });
  const [ended] = await tx
    .update(sponsoredCampaigns)
    .set(
      over
        ? { returnedAt: ending.now }
        : {
            status: ending.status,
            endedAt: ending.now,
            endReason: ending.reason,
            returnedAt: ending.now,
            ...(ending.reviewedBy ? { reviewedBy: ending.reviewedBy, reviewedAt: ending.now, reviewReason: ending.reviewReason ?? null } : {}),
          },
    )
    .where(eq(sponsoredCampaigns.id, row.id))
    .returning();
  return ended!;
}
