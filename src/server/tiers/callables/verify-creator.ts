import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { verifyCreator } from '../../../shared/contracts/tiers/creator-verification';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { users } from '../../db/schema';
import { recordEvent } from '../../events/record-event';

/**
 * Admins only (the contract's access). The badge, its audit entry and the event that tells the
 * creator are one transaction under the creator's row lock, so two admins at once apply one after
 * the other. A banned or inactive account is given no badge; taking one away is always allowed.
 */
export const verifyCreatorFunction = implement(verifyCreator, async ({ userId, verify, reason }, ctx) => {
  const verifiedAt = await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ status: users.status, creatorVerifiedAt: users.creatorVerifiedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!member) throw new AppError('not-found', 'userId: no such member');
    if (verify === (member.creatorVerifiedAt !== null)) return member.creatorVerifiedAt;
    if (verify && member.status !== 'active') throw new AppError('invalid-argument', `userId: this account is ${member.status}, and only an active account can be verified`);
    const next = verify ? new Date() : null;
    await tx.update(users).set({ creatorVerifiedAt: next }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: verify ? 'creator.verify' : 'creator.unverify',
      target: { type: 'user', id: userId },
      before: { verified: !verify },
      after: { verified: verify },
      details: { reason: reason || null },
    });
    await recordEvent(tx, ctx.jobs, { type: 'creator.verification_changed', subjectId: userId, actorId: null, data: { verified: verify, reason: reason || null } });
    return next;
  });
  return { success: true as const, userId, verified: verifiedAt !== null, verifiedAt: verifiedAt?.toISOString() ?? null };
});
