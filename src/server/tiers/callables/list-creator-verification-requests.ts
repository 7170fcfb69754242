import { and, eq, sql } from 'drizzle-orm';
import { listCreatorVerificationRequests } from '../../../shared/contracts/tiers/creator-verification';
import { implement } from '../../callables/implement';
import { newestFirst } from '../../db/keyset-pager';
import { creatorVerificationRequests, models, users } from '../../db/schema';
import { LISTED_PUBLICLY } from '../../policies';
import { toVerificationRequest } from '../verification-request-view';

const PAGE = 20;
const pager = newestFirst('verification-requests', creatorVerificationRequests.createdAt, creatorVerificationRequests.id, 'asc');

/** Admins only (the contract's access): read through creator_verification_requests_queue_idx, keyset-paged. */
export const listCreatorVerificationRequestsFunction = implement(listCreatorVerificationRequests, async ({ status, cursor }, ctx) => {
  const publicModels = sql<number>`(select count(*)::int from ${models} where ${models.userId} = ${users.id} and ${LISTED_PUBLICLY})`;
  const rows = await ctx.db
    .select({
      cursorKey: pager.cursorKey,
      id: creatorVerificationRequests.id,
      request: creatorVerificationRequests,
      creator: { uid: users.id, username: users.username, displayName: users.displayName, photoURL: users.photoURL, verifiedAt: users.creatorVerifiedAt, totalDownloads: users.totalDownloads, publicModels },
    })
    .from(creatorVerificationRequests)
    .innerJoin(users, eq(users.id, creatorVerificationRequests.userId))
    .where(and(eq(creatorVerificationRequests.status, status), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(PAGE + 1);
  const { page, nextCursor } = pager.page(rows, PAGE);
  return {
    success: true as const,
    requests: page.map(({ request, creator: { verifiedAt, ...creator } }) => ({ ...toVerificationRequest(request), creator: { ...creator, isVerified: verifiedAt !== null, publicModels: Number(creator.publicModels) } })),
    nextCursor,
  };
});
