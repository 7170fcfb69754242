import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { setWithdrawalPin } from '../../../shared/contracts/payouts/payout-settings';
import { payoutSettings } from '../../db/schema';
import { payoutSubject } from '../payout-caller';
import { lockPayoutSettings } from '../payout-settings-view';
import { checkStepUp, spendStepUp } from '../step-up';
import { checkPinCounted, hashWithdrawalPin, lockedPinMessage } from '../withdrawal-pin';
import { implement } from '../../callables/implement';

/**
 * Sets the withdrawal PIN, or changes it given the current one. The current PIN is checked with the
 * withdrawals' own count of wrong tries, so changing the PIN is no way round the lock-out; a new
 * PIN starts with a clean count. The first PIN needs a code e-mailed to the account (decision 047):
 * else a stolen session would set one and then pass every PIN check with it.
 */
export const setWithdrawalPinFunction = implement(setWithdrawalPin, async (input, ctx) => {
  const { userId } = await payoutSubject(ctx.db, ctx.user, input.userId, 'change');
  // In its own transaction, before this one: a wrong currentPin counts even though nothing is set.
  const checkedHash = await checkPinCounted(ctx, userId, input.currentPin, 'currentPin');
  const firstPinProof = checkedHash === null ? await checkStepUp(ctx, userId, { code: input.code }, 'set-withdrawal-pin') : null;
  const pinHash = await hashWithdrawalPin(input.pin);
  await ctx.db.transaction(async (tx) => {
    const settings = await lockPayoutSettings(tx, userId);
    // What was checked must still be the case under the lock: a PIN set by another request in the
    // meantime (none was checked), or a lock-out that began meanwhile, refuses this one.
    if (settings.pinHash !== checkedHash) throw new AppError('invalid-argument', 'currentPin: your withdrawal PIN was just changed; try again');
    if (settings.pinHash && settings.pinLockedUntil && settings.pinLockedUntil > new Date()) {
      throw new AppError('invalid-argument', lockedPinMessage('currentPin', settings.pinLockedUntil));
    }
    if (firstPinProof) await spendStepUp(tx, firstPinProof);
    await tx.update(payoutSettings).set({ pinHash, pinFailures: 0, pinLockedUntil: null, updatedAt: new Date() }).where(eq(payoutSettings.userId, userId));
  });
  return { success: true as const };
});
