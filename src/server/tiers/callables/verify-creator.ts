import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { verifyCreator } from '../../../shared/contracts/tiers/creator-verification';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { creatorVerificationRequests, users } from '../../db/schema';
import { recordEvent } from '../../events/record-event';

/**
 * Admins only (the contract's access). Gives or takes away the badge and answers the creator's
 * waiting request, if any (approved, or declined with the reason). The badge, the request, the
 * audit entry and the event that tells the creator are one transaction under the creator's row
 * lock, so two admins at once apply one after the other. A banned or inactive account is given no
 * badge; taking one away, or declining, is always allowed.
 */
export const verifyCreatorFunction = implement(verifyCreator, async ({ userId, verify, reason }, ctx) => {
  const verifiedAt = await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ status: users.status, creatorVerifiedAt: users.creatorVerifiedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!member) throw new AppError('not-found', 'userId: no such member');
    const wasVerified = member.creatorVerifiedAt !== null;
    const [pending] = await tx
      .select({ id: creatorVerificationRequests.id })
      .from(creatorVerificationRequests)
      .where(and(eq(creatorVerificationRequests.userId, userId), eq(creatorVerificationRequests.status, 'pending')));
    if (verify === wasVerified && !pending) return member.creatorVerifiedAt;
    if (verify && member.status !== 'active') throw new AppError('invalid-argument', `userId: this account is ${member.status}, and only an active account can be verified`);
    const now = new Date();
    const next = verify ? (member.creatorVerifiedAt ?? now) : null;
    if (verify !== wasVerified) await tx.update(users).set({ creatorVerifiedAt: next }).where(eq(users.id, userId));
    if (pending) {
      await tx
        .update(creatorVerificationRequests)
        .set({ status: verify ? 'approved' : 'declined', decidedAt: now, decidedBy: ctx.user.id, reason: reason || null })
        .where(eq(creatorVerificationRequests.id, pending.id));
    }
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: verify ? 'creator.verify' : wasVerified ? 'creator.unverify' : 'creator.declineVerification',
      target: { type: 'user', id: userId },
      before: { verified: wasVerified, request: pending ? 'pending' : null },
      after: { verified: verify, request: pending ? (verify ? 'approved' : 'declined') : null },
      details: { reason: reason || null, requestId: pending?.id ?? null },
    });
    await recordEvent(tx, ctx.jobs, { type: 'creator.verification_changed', subjectId: userId, actorId: null, data: { verified: verify, reason: reason || null, declinedRequest: !verify && !wasVerified } });
    return next;
  });
  return { success: true as const, userId, verified: verifiedAt !== null, verifiedAt: verifiedAt?.toISOString() ?? null };
});
