import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { verifyUpiVpa } from '../../../shared/contracts/payouts/payout-settings';
import { payoutDestinations } from '../../db/schema';
import { recordDestinationAdded } from '../destination-added';
import { PayoutProviderError } from '../payout-gateway';
import { destinationFingerprintText, destinationView } from '../destination-view';
import { lockPayoutSettings } from '../payout-settings-view';
import { checkStepUp, spendStepUp } from '../step-up';
import { implement } from '../../callables/implement';
import { MAX_PAYOUT_DESTINATIONS } from './add-payout-bank-account';

/**
 * The contract has checked the format (and made it lower case). With RazorpayX the provider checks
 * the account too and names its holder; a UPI id it says is not real is answered invalid and not
 * kept. A valid one is kept once per person and id (its fingerprint), so asking again answers the
 * same destination, upgraded to 'provider' when the provider has now confirmed it. Adding where
 * money goes needs the PIN or an e-mailed code, checked before the provider is asked, and the owner
 * is told of a new one at once (decision 047).
 */
export const verifyUpiVpaFunction = implement(verifyUpiVpa, async (input, ctx) => {
  const { userId, upiId } = input;
  if (userId && userId !== ctx.user.id) throw new AppError('permission-denied', 'userId: you can only add a UPI id to your own account');
  const proof = await checkStepUp(ctx, ctx.user.id, input, 'add-payout-destination');
  let check;
  try {
    check = await ctx.payouts.validateVpa(upiId);
  } catch (error) {
    if (error instanceof PayoutProviderError) throw new AppError('unavailable', `The UPI id could not be checked right now (${error.description}); try again in a minute`);
    throw error;
  }
  if (!check.valid) return { success: true as const, valid: false, checked: check.checked, holderName: null, destination: null };
  const fingerprint = ctx.payoutKeys.fingerprint(destinationFingerprintText({ method: 'upi', upiId }));
  return ctx.db.transaction(async (tx) => {
    // Locked first, as addPayoutBankAccount does: the same id sent twice at once is kept once, and the limit holds.
    const settings = await lockPayoutSettings(tx, ctx.user.id);
    await spendStepUp(tx, proof);
    const mine = and(eq(payoutDestinations.userId, ctx.user.id), eq(payoutDestinations.fingerprint, fingerprint));
    const [existing] = await tx.select({ id: payoutDestinations.id }).from(payoutDestinations).where(mine);
    if (!existing) {
      const [kept] = await tx.select({ n: count() }).from(payoutDestinations).where(eq(payoutDestinations.userId, ctx.user.id));
      if ((kept?.n ?? 0) >= MAX_PAYOUT_DESTINATIONS) throw new AppError('invalid-argument', `upiId: you already have ${MAX_PAYOUT_DESTINATIONS} payout destinations; remove one first`);
      const [added] = await tx.insert(payoutDestinations).values({ id: randomUUID(), userId: ctx.user.id, method: 'upi', upiId, fingerprint }).returning();
      await recordDestinationAdded(tx, ctx.jobs, added!, { ip: ctx.ip, userAgent: ctx.headers.get('user-agent') });
    }
    if (check.checked === 'provider') await tx.update(payoutDestinations).set({ verification: 'provider', verifiedName: check.holderName }).where(mine);
    const [row] = await tx.select().from(payoutDestinations).where(mine);
    return { success: true as const, valid: true, checked: check.checked, holderName: check.holderName, destination: destinationView(row!, settings.defaultDestinationId) };
  });
});
