import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { verifyUpiVpa } from '../../../shared/contracts/payouts/payout-settings';
import { payoutDestinations, payoutSettings } from '../../db/schema';
import { PayoutProviderError } from '../../payouts/payout-gateway';
import { destinationFingerprintText, destinationView } from '../../payouts/destination-view';
import { implement } from '../implement';

/**
 * The contract has checked the format (and made it lower case). With RazorpayX the provider checks
 * the account too and names its holder; a UPI id it says is not real is answered invalid and not
 * kept. A valid one is kept once per person and id (its fingerprint), so asking again answers the
 * same destination, upgraded to 'provider' when the provider has now confirmed it.
 */
export const verifyUpiVpaFunction = implement(verifyUpiVpa, async ({ userId, upiId }, ctx) => {
  if (userId && userId !== ctx.user.id) throw new AppError('permission-denied', 'userId: you can only add a UPI id to your own account');
  let check;
  try {
    check = await ctx.payouts.validateVpa(upiId);
  } catch (error) {
    if (error instanceof PayoutProviderError) throw new AppError('unavailable', `The UPI id could not be checked right now (${error.description}); try again in a minute`);
    throw error;
  }
  if (!check.valid) return { success: true as const, valid: false, checked: check.checked, holderName: null, destination: null };
  const fingerprint = ctx.payoutKeys.fingerprint(destinationFingerprintText({ method: 'upi', upiId }));
  const row = await ctx.db.transaction(async (tx) => {
    await tx.insert(payoutDestinations).values({ id: randomUUID(), userId: ctx.user.id, method: 'upi', upiId, fingerprint }).onConflictDoNothing();
    const mine = and(eq(payoutDestinations.userId, ctx.user.id), eq(payoutDestinations.fingerprint, fingerprint));
    if (check.checked === 'provider') await tx.update(payoutDestinations).set({ verification: 'provider', verifiedName: check.holderName }).where(mine);
    return (await tx.select().from(payoutDestinations).where(mine))[0]!;
  });
  const [settings] = await ctx.db.select({ defaultDestinationId: payoutSettings.defaultDestinationId }).from(payoutSettings).where(eq(payoutSettings.userId, ctx.user.id));
  return { success: true as const, valid: true, checked: check.checked, holderName: check.holderName, destination: destinationView(row, settings?.defaultDestinationId ?? null) };
});
