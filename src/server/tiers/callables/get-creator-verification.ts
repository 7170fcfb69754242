import { desc, eq } from 'drizzle-orm';
import { getCreatorVerification } from '../../../shared/contracts/tiers/creator-verification';
import { implement } from '../../callables/implement';
import { creatorVerificationRequests, users } from '../../db/schema';
import { toVerificationRequest } from '../verification-request-view';

export const getCreatorVerificationFunction = implement(getCreatorVerification, async (_input, ctx) => {
  const [[me], [latest]] = await Promise.all([
    ctx.db.select({ verifiedAt: users.creatorVerifiedAt }).from(users).where(eq(users.id, ctx.user.id)),
    ctx.db
      .select()
      .from(creatorVerificationRequests)
      .where(eq(creatorVerificationRequests.userId, ctx.user.id))
      .orderBy(desc(creatorVerificationRequests.createdAt), desc(creatorVerificationRequests.id))
      .limit(1),
  ]);
  const verifiedAt = me?.verifiedAt ?? null;
  return { success: true as const, verified: verifiedAt !== null, verifiedAt: verifiedAt?.toISOString() ?? null, request: latest ? toVerificationRequest(latest) : null };
});
