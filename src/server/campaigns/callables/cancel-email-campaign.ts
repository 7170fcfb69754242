import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { cancelEmailCampaign } from '../../../shared/contracts/campaigns/email-campaigns';
import { recordAudit } from '../../audit';
import { campaignItem } from '../campaign-items';
import { campaignRecipients, emailCampaigns } from '../../db/schema';
import { implement } from '../../callables/implement';
import { lockCampaign } from './campaign-rows';

export const CANCELLED = 'The campaign was cancelled before this e-mail was sent';

/** Stops a draft or a campaign still sending: those not yet claimed are skipped; any being sent this moment finish as they are. */
export const cancelEmailCampaignFunction = implement(cancelEmailCampaign, async ({ campaignId }, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, campaignId);
    if (row.status !== 'draft' && row.status !== 'sending') throw new AppError('already-exists', `campaignId: this campaign is ${row.status} and cannot be cancelled`);
    const now = new Date();
    await tx.update(emailCampaigns).set({ status: 'cancelled', finishedAt: now, updatedAt: now }).where(eq(emailCampaigns.id, campaignId));
    const skipped = await tx
      .update(campaignRecipients)
      .set({ status: 'skipped', error: CANCELLED })
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'pending')))
      .returning({ userId: campaignRecipients.userId });
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'campaign.cancel',
      target: { type: 'emailCampaign', id: campaignId },
      before: { status: row.status },
      after: { status: 'cancelled', skipped: skipped.length },
    });
  });
  return { success: true as const, campaign: await campaignItem(ctx.db, campaignId) };
});
