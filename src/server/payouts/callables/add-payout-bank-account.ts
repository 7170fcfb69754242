import { and, count, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { addPayoutBankAccount } from '../../../shared/contracts/payouts/payout-settings';
import { payoutDestinations, payoutSettings } from '../../db/schema';
import { newId } from '../../db/new-id';
import { recordDestinationAdded } from '../destination-added';
import { destinationFingerprintText, destinationView } from '../destination-view';
import { bankNameForIfsc } from '../ifsc-banks';
import { payoutSubject } from '../payout-caller';
import { lockPayoutSettings } from '../payout-settings-view';
import { checkStepUp, spendStepUp } from '../step-up';
import { implement } from '../../callables/implement';

/** Enough for anyone's real accounts; a bound so one account cannot fill the table. */
export const MAX_PAYOUT_DESTINATIONS = 20;

/**
 * A bank account to be paid to. The number is sealed (it must be readable again to be paid) and
 * only its last four digits are kept in the clear; its keyed fingerprint finds the same account
 * added again, which answers the one already kept rather than a second copy. The first destination
 * a person adds becomes their default, so a scheduled withdrawal always has somewhere to go. Where
 * money goes is changed only with the PIN or an e-mailed code, and the owner is told at once
 * (decision 047).
 */
export const addPayoutBankAccountFunction = implement(addPayoutBankAccount, async (input, ctx) => {
  const { userId } = await payoutSubject(ctx.db, ctx.user, input.userId, 'change');
  const fingerprint = ctx.payoutKeys.fingerprint(destinationFingerprintText({ method: 'bank', accountNumber: input.accountNumber, ifsc: input.ifsc }));
  const proof = await checkStepUp(ctx, userId, input, 'add-payout-destination');
  return ctx.db.transaction(async (tx) => {
    // Locked first: the same account sent twice at once is kept once, and the limit holds.
    const settings = await lockPayoutSettings(tx, userId);
    await spendStepUp(tx, proof);
    const [existing] = await tx.select().from(payoutDestinations).where(and(eq(payoutDestinations.userId, userId), eq(payoutDestinations.fingerprint, fingerprint)));
    if (existing) return { success: true as const, destination: destinationView(existing, settings.defaultDestinationId) };
    const [kept] = await tx.select({ n: count() }).from(payoutDestinations).where(eq(payoutDestinations.userId, userId));
    if ((kept?.n ?? 0) >= MAX_PAYOUT_DESTINATIONS) {
      throw new AppError('invalid-argument', `accountNumber: you already have ${MAX_PAYOUT_DESTINATIONS} payout destinations; remove one first`);
    }
    const [row] = await tx
      .insert(payoutDestinations)
      .values({
        id: newId(),
        userId,
        method: 'bank',
        holderName: input.holderName,
        accountNumberSealed: ctx.payoutKeys.seal(input.accountNumber),
        accountLast4: input.accountNumber.slice(-4),
        ifsc: input.ifsc,
        bankName: bankNameForIfsc(input.ifsc),
        fingerprint,
      })
      .returning();
    await recordDestinationAdded(tx, ctx.jobs, row!, { ip: ctx.ip, userAgent: ctx.headers.get('user-agent') });
    let defaultId = settings.defaultDestinationId;
    const defaultGone = defaultId !== null && !(await tx.select({ id: payoutDestinations.id }).from(payoutDestinations).where(eq(payoutDestinations.id, defaultId))).length;
    if (defaultId === null || defaultGone) {
      defaultId = row!.id;
      await tx.update(payoutSettings).set({ defaultDestinationId: defaultId, updatedAt: new Date() }).where(eq(payoutSettings.userId, userId));
    }
    return { success: true as const, destination: destinationView(row!, defaultId) };
  });
});
