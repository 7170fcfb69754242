import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { updatePayoutSettings } from '../../../shared/contracts/payouts/payout-settings';
import { payoutDestinations, payoutSettings } from '../../db/schema';
import { payoutSubject } from '../payout-caller';
import { lockPayoutSettings, readPayoutSettings } from '../payout-settings-view';
import { checkStepUp, spendStepUp, type StepUpProof } from '../step-up';
import { implement } from '../../callables/implement';

const METHOD_WORDS = { upi: 'UPI id', bank: 'bank account' } as const;

/**
 * SPEC §7's updatePayoutSettings (schedule, defaultMethod), plus defaultDestinationId for a person
 * with two UPI ids. defaultMethod alone picks the newest destination of that method: the one the
 * person most likely just added. Choosing a default, or a schedule that pays by itself (weekly or
 * monthly), decides where money goes without a further PIN, so it needs the PIN or an e-mailed code
 * (decision 047); choosing instant, where every withdrawal is asked for with the PIN, needs neither.
 */
export const updatePayoutSettingsFunction = implement(updatePayoutSettings, async (input, ctx) => {
  const { userId } = await payoutSubject(ctx.db, ctx.user, input.userId, 'change');
  if (input.schedule === undefined && input.defaultMethod === undefined && input.defaultDestinationId === undefined) {
    throw new AppError('invalid-argument', 'schedule: give a schedule, a defaultMethod or a defaultDestinationId to change');
  }
  const movesMoney = (input.schedule !== undefined && input.schedule !== 'instant') || input.defaultMethod !== undefined || input.defaultDestinationId !== undefined;
  const proof: StepUpProof | null = movesMoney ? await checkStepUp(ctx, userId, input, 'change-payout-settings') : null;
  return ctx.db.transaction(async (tx) => {
    // Locked first: a destination removed at the same moment cannot become the default after it is gone.
    await lockPayoutSettings(tx, userId);
    if (proof) await spendStepUp(tx, proof);
    let defaultDestinationId: string | undefined;
    if (input.defaultDestinationId !== undefined) {
      const [chosen] = await tx
        .select({ id: payoutDestinations.id, method: payoutDestinations.method })
        .from(payoutDestinations)
        .where(and(eq(payoutDestinations.id, input.defaultDestinationId), eq(payoutDestinations.userId, userId)));
      // Someone else's id reads exactly like one that does not exist.
      if (!chosen) throw new AppError('invalid-argument', 'defaultDestinationId: not one of your payout destinations');
      if (input.defaultMethod && chosen.method !== input.defaultMethod) {
        throw new AppError('invalid-argument', `defaultMethod: the chosen destination is a ${METHOD_WORDS[chosen.method]}, not a ${METHOD_WORDS[input.defaultMethod]}`);
      }
      defaultDestinationId = chosen.id;
    } else if (input.defaultMethod !== undefined) {
      const [newest] = await tx
        .select({ id: payoutDestinations.id })
        .from(payoutDestinations)
        .where(and(eq(payoutDestinations.userId, userId), eq(payoutDestinations.method, input.defaultMethod)))
        .orderBy(desc(payoutDestinations.createdAt), desc(payoutDestinations.id))
        .limit(1);
      if (!newest) throw new AppError('invalid-argument', `defaultMethod: you have no ${METHOD_WORDS[input.defaultMethod]} yet; add one first`);
      defaultDestinationId = newest.id;
    }
    await tx
      .update(payoutSettings)
      .set({
        ...(input.schedule !== undefined ? { schedule: input.schedule } : {}),
        ...(defaultDestinationId !== undefined ? { defaultDestinationId } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payoutSettings.userId, userId));
    return { success: true as const, settings: await readPayoutSettings(tx, userId) };
  });
});
