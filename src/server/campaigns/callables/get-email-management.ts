import { getEmailManagement } from '../../../shared/contracts/campaigns/email-campaigns';
import { campaignItems } from '../campaign-items';
import { segmentSizes } from '../campaign-segments';
import { implement } from '../../callables/implement';

/** SPEC §7 getEmailManagement: what the campaigns page shows; its progress is reread without the segment counts while a campaign is sending. */
export const getEmailManagementFunction = implement(getEmailManagement, async ({ inactiveDays, includeSegments }, ctx) => {
  const [campaigns, segments] = await Promise.all([campaignItems(ctx.db, { limit: 50 }), includeSegments ? segmentSizes(ctx.db, inactiveDays) : []]);
  return { success: true as const, campaigns, segments, ratePerMinute: ctx.config.campaignEmail.perMinute };
});
