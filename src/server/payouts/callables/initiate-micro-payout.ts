import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { initiateMicroPayout } from '../../../shared/contracts/payouts/payout-settings';
import { payoutDestinations, payoutSettings } from '../../db/schema';
import { destinationView } from '../destination-view';
import { recordMicroPayoutCheck } from '../micro-payout-limits';
import { lockPayoutSettings } from '../payout-settings-view';
import { payOutVerification } from '../payout-withdrawal';
import { implement } from '../../callables/implement';

/**
 * ₹1 to one of the caller's destinations (the named one, else the default, else their only one),
 * once per destination: its status is set to processing under the row's lock and committed before
 * the payout is asked for (with the destination as idempotency key), so two calls at once send one
 * rupee and a crash in between is re-driven. The platform pays it (posted when it completes), so
 * only for accounts that could withdraw, and within limits per account and per destination across
 * accounts (micro-payout-limits.ts, decision 047).
 */
export const initiateMicroPayoutFunction = implement(initiateMicroPayout, async ({ userId, destinationId }, ctx) => {
  if (userId && userId !== ctx.user.id) throw new AppError('permission-denied', 'userId: you can only verify your own payout details');
  if (ctx.payouts.mode === 'by-hand') throw new AppError('unavailable', '₹1 test payouts need RazorpayX, which this site does not use yet');
  const [settings] = await ctx.db.select({ defaultDestinationId: payoutSettings.defaultDestinationId }).from(payoutSettings).where(eq(payoutSettings.userId, ctx.user.id));
  const defaultId = settings?.defaultDestinationId ?? null;
  let targetId = destinationId ?? defaultId;
  if (!targetId) {
    const mine = await ctx.db.select({ id: payoutDestinations.id }).from(payoutDestinations).where(eq(payoutDestinations.userId, ctx.user.id)).orderBy(desc(payoutDestinations.createdAt)).limit(2);
    if (mine.length !== 1) throw new AppError('invalid-argument', mine.length === 0 ? 'destinationId: add a UPI id or bank account first' : 'destinationId: say which UPI id or bank account (there is no default)');
    targetId = mine[0]!.id;
  }
  await ctx.db.transaction(async (tx) => {
    // The owner's lock first, as every payout settings change takes it: their checks go one at a time.
    await lockPayoutSettings(tx, ctx.user.id);
    const [row] = await tx.select().from(payoutDestinations).where(and(eq(payoutDestinations.id, targetId), eq(payoutDestinations.userId, ctx.user.id))).for('update');
    if (!row) throw new AppError('not-found', 'destinationId: no such UPI id or bank account of yours');
    if (row.microPayoutStatus) throw new AppError('already-exists', `A ₹1 test payout was already sent to ${row.method === 'upi' ? 'this UPI id' : 'this bank account'}`);
    await recordMicroPayoutCheck(tx, row);
    await tx.update(payoutDestinations).set({ microPayoutStatus: 'processing', microPayoutAt: new Date() }).where(eq(payoutDestinations.id, row.id));
  });
  await payOutVerification(ctx, targetId);
  const [row] = await ctx.db.select().from(payoutDestinations).where(eq(payoutDestinations.id, targetId));
  return { success: true as const, destination: destinationView(row!, defaultId) };
});
