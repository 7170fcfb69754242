import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { removePayoutDestination } from '../../../shared/contracts/payouts/payout-settings';
import { payoutDestinations, payoutSettings, withdrawalRequests } from '../../db/schema';
import { payoutSubject } from '../payout-caller';
import { lockPayoutSettings } from '../payout-settings-view';
import { implement } from '../../callables/implement';

/**
 * Removes one of the caller's destinations, sealed account number and all. A withdrawal still
 * waiting to be paid to it would then have nowhere to go, so the removal waits for it: the row is
 * locked first, so a request for it that arrives at the same moment comes either before (and blocks
 * this) or after (and finds it gone). Another person's id answers as one that does not exist.
 */
export const removePayoutDestinationFunction = implement(removePayoutDestination, async (input, ctx) => {
  const { userId } = await payoutSubject(ctx.db, ctx.user, input.userId, 'change');
  await ctx.db.transaction(async (tx) => {
    const settings = await lockPayoutSettings(tx, userId);
    const [destination] = await tx
      .select({ id: payoutDestinations.id })
      .from(payoutDestinations)
      .where(and(eq(payoutDestinations.id, input.destinationId), eq(payoutDestinations.userId, userId)))
      .for('update');
    if (!destination) throw new AppError('not-found', 'destinationId: no such payout destination');
    const [owed] = await tx
      .select({ id: withdrawalRequests.id })
      .from(withdrawalRequests)
      .where(and(eq(withdrawalRequests.destinationId, destination.id), inArray(withdrawalRequests.status, ['pending', 'processing'])))
      .limit(1);
    if (owed) throw new AppError('invalid-argument', 'destinationId: a withdrawal to it is still being paid; remove it once that is done');
    await tx.delete(payoutDestinations).where(eq(payoutDestinations.id, destination.id));
    if (settings.defaultDestinationId === destination.id) {
      await tx.update(payoutSettings).set({ defaultDestinationId: null, updatedAt: new Date() }).where(eq(payoutSettings.userId, userId));
    }
  });
  return { success: true as const };
});
