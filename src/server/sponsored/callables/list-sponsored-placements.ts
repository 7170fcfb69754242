import { and, eq, sql } from 'drizzle-orm';
import { listSponsoredPlacements } from '../../../shared/contracts/sponsored/sponsored-review';
import { implement } from '../../callables/implement';
import { decodeCursor, encodeCursor, keysAfter, newestFirst, takePage } from '../../db/keyset-pager';
import { sponsoredCampaigns } from '../../db/schema';
import { selectCampaigns, toSponsoredCampaign } from '../campaign-view';

const PAGE = 20;
const newest = newestFirst('sponsored-by-status', sponsoredCampaigns.createdAt, sponsoredCampaigns.id);
const QUEUE = 'sponsored-queue';
const queueKeys = [
  { value: sponsoredCampaigns.createdAt, type: 'timestamptz' as const },
  { value: sponsoredCampaigns.id, type: 'id' as const },
];

/**
 * Admins only (the contract's access). The waiting ones oldest first (their partial index), as a
 * queue is answered; every other status newest first.
 */
export const listSponsoredPlacementsFunction = implement(listSponsoredPlacements, async ({ status, cursor }, ctx) => {
  const byStatus = eq(sponsoredCampaigns.status, status);
  if (status === 'pending') {
    const after = cursor ? keysAfter(queueKeys, decodeCursor(cursor, QUEUE, ['timestamptz', 'id']), 'asc') : undefined;
    const rows = await selectCampaigns(ctx.db, and(byStatus, after))
      .orderBy(sql`${sponsoredCampaigns.createdAt} asc`, sql`${sponsoredCampaigns.id} asc`)
      .limit(PAGE + 1);
    const { page, nextCursor } = takePage(rows, PAGE, (last) => encodeCursor(QUEUE, [last.cursorKey, last.id]));
    return { success: true as const, campaigns: page.map(toSponsoredCampaign), nextCursor };
  }
  const rows = await selectCampaigns(ctx.db, and(byStatus, newest.after(cursor)))
    .orderBy(...newest.orderBy)
    .limit(PAGE + 1);
  const { page, nextCursor } = newest.page(rows, PAGE);
  return { success: true as const, campaigns: page.map(toSponsoredCampaign), nextCursor };
});
