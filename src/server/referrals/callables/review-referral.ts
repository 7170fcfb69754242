import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { reviewReferral } from '../../../shared/contracts/referrals/referrals';
import { recordAudit } from '../../audit';
import { implement } from '../../callables/implement';
import { referrals } from '../../db/schema';
import { shareTipsWhileHeld } from '../share-tips-while-held';

/**
 * Admins only (the contract's access). Answers a held referral under its row lock, so two admins
 * at once answer it once; the answer and its audit entry are one transaction. Approved, the next
 * run of the rewards pays what the friend has already reached (pay-referral-rewards.ts), and the
 * referrer's 5 % of the tips the friend received while it was held is posted with the answer.
 */
export const reviewReferralFunction = implement(reviewReferral, async ({ friendId, approve, reason }, ctx) => {
  const status = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ status: referrals.status, referrerId: referrals.referrerId, signals: referrals.signals }).from(referrals).where(eq(referrals.friendId, friendId)).for('update');
    if (!row) throw new AppError('not-found', 'friendId: no referral for this member');
    if (row.status !== 'held') throw new AppError('invalid-argument', `friendId: this referral is ${row.status}, not held; only a held referral can be answered`);
    const next = approve ? ('approved' as const) : ('declined' as const);
    await tx.update(referrals).set({ status: next, reviewedAt: new Date(), reviewedBy: ctx.user.id, reviewReason: reason || null }).where(eq(referrals.friendId, friendId));
    const tipShares = approve ? await shareTipsWhileHeld(tx, friendId) : 0;
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: approve ? 'referral.approve' : 'referral.decline',
      target: { type: 'user', id: friendId },
      before: { status: 'held' },
      after: { status: next },
      details: { referrerId: row.referrerId, signals: row.signals, reason: reason || null, ...(approve ? { tipShares } : {}) },
    });
    return next;
  });
  return { success: true as const, friendId, status };
});
