import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { INACTIVE_DAYS_DEFAULT, sendEmailCampaign } from '../../../shared/contracts/campaigns/email-campaigns';
import { recordAudit } from '../../audit';
import { campaignItem } from '../campaign-items';
import { snapshotRecipients } from '../campaign-segments';
import { emailCampaigns } from '../../db/schema';
import { implement } from '../../callables/implement';
import { lockCampaign, requireDraft } from './campaign-rows';

/** Thrown inside the transaction so the snapshot of an empty segment is rolled back with the rest. */
const EMPTY_SEGMENT = 'recipients: no one in this segment can be e-mailed (verified, active and not unsubscribed from announcements)';

/**
 * SPEC §7 sendEmailCampaign (campaignId, recipients): fixes the recipients in one transaction with
 * the campaign's move to sending; the periodic sender mails them at the configured rate.
 */
export const sendEmailCampaignFunction = implement(sendEmailCampaign, async ({ campaignId, recipients: segment, inactiveDays }, ctx) => {
  const days = segment === 'inactive' ? (inactiveDays ?? INACTIVE_DAYS_DEFAULT) : null;
  const now = new Date();
  const count = await ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, campaignId);
    requireDraft(row, 'sent');
    const snapshot = await snapshotRecipients(tx, campaignId, segment, days ?? INACTIVE_DAYS_DEFAULT, now);
    if (snapshot === 0) throw new AppError('invalid-argument', EMPTY_SEGMENT);
    await tx.update(emailCampaigns).set({ status: 'sending', segment, segmentDays: days, sentBy: ctx.user.id, startedAt: now, updatedAt: now }).where(eq(emailCampaigns.id, campaignId));
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'campaign.send',
      target: { type: 'emailCampaign', id: campaignId },
      before: { status: row.status },
      after: { status: 'sending', segment, segmentDays: days, recipients: snapshot },
    });
    return snapshot;
  });
  return { success: true as const, campaign: await campaignItem(ctx.db, campaignId), recipients: count };
});
