import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { updateKycLite } from '../../../shared/contracts/payouts/payout-settings';
import { payoutSettings } from '../../db/schema';
import { payoutSubject } from '../payout-caller';
import { lockPayoutSettings } from '../payout-settings-view';
import { implement } from '../../callables/implement';

/** 'ABCDE1234F' → 'ABCXXXXXXF': enough for its owner to recognise it, too little to use it. */
export function maskPan(pan: string): string {
  return pan.slice(0, 3) + 'X'.repeat(pan.length - 4) + pan.slice(-1);
}

/**
 * KYC-lite: legal name and PAN. The PAN is kept only as its mask (to show) and its keyed hash (one
 * PAN, one account: two accounts sharing one taxpayer would split one person's payouts under the
 * KYC threshold). The whole PAN is never stored, logged or answered.
 */
export const updateKycLiteFunction = implement(updateKycLite, async (input, ctx) => {
  const { userId } = await payoutSubject(ctx.db, ctx.user, input.userId, 'change');
  const panHash = ctx.payoutKeys.fingerprint(`pan:${input.pan}`);
  const panMasked = maskPan(input.pan);
  await ctx.db.transaction(async (tx) => {
    await lockPayoutSettings(tx, userId);
    // No unique index on pan_hash: a lock per PAN makes two accounts sending one PAN at once take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout-pan:${panHash}`}))`);
    const [taken] = await tx
      .select({ userId: payoutSettings.userId })
      .from(payoutSettings)
      .where(and(eq(payoutSettings.panHash, panHash), ne(payoutSettings.userId, userId)))
      .limit(1);
    if (taken) throw new AppError('already-exists', 'pan: already used by another account');
    const now = new Date();
    await tx.update(payoutSettings).set({ legalName: input.legalName, panMasked, panHash, kycUpdatedAt: now, updatedAt: now }).where(eq(payoutSettings.userId, userId));
  });
  return { success: true as const, kyc: { legalName: input.legalName, panMasked, complete: true as const } };
});
