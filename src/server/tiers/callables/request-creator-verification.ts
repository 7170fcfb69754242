import { and, count, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { requestCreatorVerification } from '../../../shared/contracts/tiers/creator-verification';
import { implement } from '../../callables/implement';
import { newId } from '../../db/new-id';
import { creatorVerificationRequests, models, users } from '../../db/schema';
import { LISTED_PUBLICLY } from '../../policies';
import { toVerificationRequest } from '../verification-request-view';

/**
 * A creator asks for the badge. Under their row lock, so two sends at once make one request; the
 * partial unique index says the same to anything else that writes.
 */
export const requestCreatorVerificationFunction = implement(requestCreatorVerification, async ({ links, about }, ctx) => {
  const row = await ctx.db.transaction(async (tx) => {
    const [me] = await tx.select({ verifiedAt: users.creatorVerifiedAt }).from(users).where(eq(users.id, ctx.user.id)).for('update');
    if (me?.verifiedAt) throw new AppError('already-exists', 'You are already a verified creator');
    const [pending] = await tx
      .select({ id: creatorVerificationRequests.id })
      .from(creatorVerificationRequests)
      .where(and(eq(creatorVerificationRequests.userId, ctx.user.id), eq(creatorVerificationRequests.status, 'pending')));
    if (pending) throw new AppError('already-exists', 'Your request is already with the team: you will be told their answer');
    const [shown] = await tx.select({ n: count() }).from(models).where(and(eq(models.userId, ctx.user.id), LISTED_PUBLICLY));
    if (!shown?.n) throw new AppError('invalid-argument', 'Publish at least one public model before asking: the team looks at your work');
    const [made] = await tx.insert(creatorVerificationRequests).values({ id: newId(), userId: ctx.user.id, links, about }).returning();
    return made!;
  });
  return { success: true as const, request: toVerificationRequest(row) };
});
