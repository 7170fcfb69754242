import { AppError } from '../../../shared/app-error';
import { isAdminUser } from '../../../shared/constants/roles';
import { endSponsoredPlacement } from '../../../shared/contracts/sponsored/sponsored-placements';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { recordEvent } from '../../events/record-event';
import { endCampaign, lockCampaign } from '../campaign-money';
import { readCampaign } from '../campaign-view';

const NOT_FOUND = 'campaignId: no sponsored placement of yours has this id';

/**
 * Its owner, or any admin (audited, with the reason). Under the campaign's lock, so a click being
 * counted finishes first or finds it ended; what it spent is settled and the rest returned in the
 * same transaction. Ending one already over answers it unchanged.
 */
export const endSponsoredPlacementFunction = implement(endSponsoredPlacement, async ({ campaignId, reason }, ctx) => {
  const admin = isAdminUser(ctx.user);
  const campaign = await ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, campaignId);
    // Someone else's campaign is not found for a member: its id says nothing.
    if (!row || (row.creatorId !== ctx.user.id && !admin)) throw new AppError('not-found', NOT_FOUND);
    if (row.status === 'ended' || row.status === 'declined') return readCampaign(tx, row.id);
    const byOwner = row.creatorId === ctx.user.id;
    const ended = await endCampaign(tx, row, { status: 'ended', reason: byOwner ? 'owner' : 'admin', now: new Date(), ...(byOwner ? {} : { reviewedBy: ctx.user.id, reviewReason: reason ?? null }) });
    if (!byOwner) {
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'sponsored.end',
        target: { type: 'sponsored_campaign', id: row.id },
        before: { status: row.status },
        after: { status: ended.status },
        details: { creatorId: row.creatorId, spent: ended.spentPaise, returned: ended.budgetPaise - ended.spentPaise, reason: reason ?? null },
      });
      await recordEvent(tx, ctx.jobs, {
        type: 'sponsored.ended',
        subjectId: row.creatorId,
        actorId: ctx.user.id,
        data: { campaignId: row.id, title: row.title, reason: 'admin', spent: ended.spentPaise, returned: ended.budgetPaise - ended.spentPaise },
      });
    }
    return readCampaign(tx, row.id);
  });
  return { success: true as const, campaign: campaign! };
});
