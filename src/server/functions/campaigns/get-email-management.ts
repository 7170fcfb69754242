import { getEmailManagement } from '../../../shared/contracts/accounts/email-campaigns';
import { campaignItems } from '../../campaigns/campaign-items';
import { segmentSizes } from '../../campaigns/campaign-segments';
import { implement } from '../implement';

/** SPEC §7 getEmailManagement: what the campaigns page shows, reread while a campaign is sending. */
export const getEmailManagementFunction = implement(getEmailManagement, async ({ inactiveDays }, ctx) => {
  const [campaigns, segments] = await Promise.all([campaignItems(ctx.db, { limit: 50 }), segmentSizes(ctx.db, inactiveDays)]);
  return { success: true as const, campaigns, segments, ratePerMinute: ctx.config.campaignEmail.perMinute };
});
