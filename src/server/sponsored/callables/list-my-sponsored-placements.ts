import { and, eq } from 'drizzle-orm';
import { listMySponsoredPlacements } from '../../../shared/contracts/sponsored/sponsored-placements';
import { implement } from '../../callables/implement';
import { newestFirst } from '../../db/keyset-pager';
import { sponsoredCampaigns } from '../../db/schema';
import { selectCampaigns, toSponsoredCampaign } from '../campaign-view';

const PAGE = 20;
const pager = newestFirst('my-sponsored', sponsoredCampaigns.createdAt, sponsoredCampaigns.id);

/** The caller's own campaigns (their creator index), newest first. */
export const listMySponsoredPlacementsFunction = implement(listMySponsoredPlacements, async ({ cursor }, ctx) => {
  const rows = await selectCampaigns(ctx.db, and(eq(sponsoredCampaigns.creatorId, ctx.user.id), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(PAGE + 1);
  const { page, nextCursor } = pager.page(rows, PAGE);
  return { success: true as const, campaigns: page.map(toSponsoredCampaign), nextCursor };
});
