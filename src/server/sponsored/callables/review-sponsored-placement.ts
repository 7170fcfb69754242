import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { CampaignStatus } from '../../../shared/constants/sponsored-rules';
import { reviewSponsoredPlacement } from '../../../shared/contracts/sponsored/sponsored-review';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { sponsoredCampaigns } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { endCampaign, lockCampaign } from '../campaign-money';
import { readCampaign } from '../campaign-view';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which status each decision is for, and what it makes. */
const MOVES = {
  approve: { from: 'pending', to: 'active' },
  decline: { from: 'pending', to: 'declined' },
  pause: { from: 'active', to: 'paused' },
  resume: { from: 'paused', to: 'active' },
} as const satisfies Record<string, { from: CampaignStatus; to: CampaignStatus }>;

/**
 * Admins only (the contract's access). Under the campaign's lock, so two admins at once decide it
 * once; the change and its audit entry are one transaction. Approval starts its time now; a decline
 * returns the whole budget at once; a pause keeps its time running (it ends when it would have).
 */
export const reviewSponsoredPlacementFunction = implement(reviewSponsoredPlacement, async ({ campaignId, decision, reason }, ctx) => {
  const campaign = await ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, campaignId);
    if (!row) throw new AppError('not-found', 'campaignId: no sponsored placement has this id');
    const move = MOVES[decision];
    if (row.status !== move.from) throw new AppError('invalid-argument', `decision: this placement is ${row.status}; only a ${move.from} one can be given ${decision}`);
    if (decision === 'decline' && !reason) throw new AppError('invalid-argument', 'reason: say why it is declined; the creator is shown it');
    const now = new Date();
    let returned = 0;
    if (decision === 'decline') {
      const declined = await endCampaign(tx, row, { status: 'declined', reason: 'declined', now, reviewedBy: ctx.user.id, reviewReason: reason ?? null });
      returned = declined.budgetPaise - declined.spentPaise;
    } else {
      const starting = decision === 'approve' ? { startsAt: now, endsAt: new Date(now.getTime() + row.durationDays * DAY_MS), reviewedAt: now, reviewedBy: ctx.user.id, reviewReason: reason ?? null } : {};
      await tx.update(sponsoredCampaigns).set({ status: move.to, ...starting }).where(eq(sponsoredCampaigns.id, row.id));
    }
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: `sponsored.${decision}`,
      target: { type: 'sponsored_campaign', id: row.id },
      before: { status: row.status },
      after: { status: move.to },
      details: { creatorId: row.creatorId, modelId: row.modelId, budget: row.budgetPaise, reason: reason ?? null },
    });
    await recordEvent(tx, ctx.jobs, { type: 'sponsored.reviewed', subjectId: row.creatorId, actorId: ctx.user.id, data: { campaignId: row.id, title: row.title, decision, reason: reason ?? null, returned } });
    return readCampaign(tx, row.id);
  });
  return { success: true as const, campaign: campaign! };
});
