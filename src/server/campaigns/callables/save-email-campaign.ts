import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { saveEmailCampaign } from '../../../shared/contracts/campaigns/email-campaigns';
import { recordAudit } from '../../audit';
import { campaignItem } from '../campaign-items';
import { emailCampaigns } from '../../db/schema';
import { implement } from '../../callables/implement';
import { lockCampaign, requireDraft } from './campaign-rows';

/** A new draft, or a change to one; the log keeps the subject and the body's length, not the whole body twice. */
export const saveEmailCampaignFunction = implement(saveEmailCampaign, async ({ campaignId, subject, body }, ctx) => {
  const id = await ctx.db.transaction(async (tx) => {
    if (!campaignId) {
      const [created] = await tx.insert(emailCampaigns).values({ id: randomUUID(), subject, body, createdBy: ctx.user.id }).returning();
      await recordAudit(tx, { actorId: ctx.user.id, action: 'campaign.create', target: { type: 'emailCampaign', id: created!.id }, before: null, after: { subject, bodyLength: body.length, status: 'draft' } });
      return created!.id;
    }
    const row = await lockCampaign(tx, campaignId);
    requireDraft(row, 'changed');
    await tx.update(emailCampaigns).set({ subject, body, updatedAt: new Date() }).where(eq(emailCampaigns.id, campaignId));
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'campaign.edit',
      target: { type: 'emailCampaign', id: campaignId },
      before: { subject: row.subject, bodyLength: row.body.length },
      after: { subject, bodyLength: body.length },
    });
    return campaignId;
  });
  return { success: true as const, campaign: await campaignItem(ctx.db, id) };
});
