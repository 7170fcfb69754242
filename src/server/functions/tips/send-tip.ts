import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { PLATFORM_RECIPIENT_ID } from '../../../shared/constants/tip-rules';
import { sendTip } from '../../../shared/contracts/tips/tips';
import { tips } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { postEarningsTip } from '../../money/post-earnings-tip';
import { rupeesToPaise } from '../../payments/gateway-for';
import { insertTip } from '../../payments/insert-tips';
import { resolveTipRecipient } from '../../payments/tip-recipient';
import { implement } from '../implement';

/** Decision 034: a tip from the sender's earnings to a creator's, in one book, once per requestId. */
export const sendTipFunction = implement(sendTip, async (input, ctx) => {
  if (input.creatorId === PLATFORM_RECIPIENT_ID) throw new AppError('invalid-argument', 'creatorId: tips from earnings go to creators; tip the platform through the payment dialog');
  const recipient = await resolveTipRecipient(ctx.db, ctx.user, input);
  const book = input.testMode ? 'test' : 'live';
  const amount = rupeesToPaise(input.amount);
  const paymentId = `earnings_${ctx.user.id}_${input.requestId}`;
  return ctx.db.transaction(async (tx) => {
    const posted = await postEarningsTip(tx, {
      book,
      senderId: ctx.user.id,
      creatorId: recipient.creatorId!,
      amountPaise: amount,
      key: input.requestId,
      details: { paymentId, modelId: recipient.modelId, message: input.message },
    });
    if (posted.posted) {
      await insertTip(tx, {
        paymentId, book, source: 'earnings', orderId: null, fromUserId: ctx.user.id, toUserId: recipient.creatorId, modelId: recipient.modelId,
        amount, creatorAmount: amount, platformFee: 0, message: input.message,
      });
      await recordEvent(tx, ctx.jobs, {
        type: 'tip.received',
        subjectId: recipient.creatorId!,
        actorId: ctx.user.id,
        data: { paymentId, amount, creatorAmount: amount, book, modelId: recipient.modelId, fromEarnings: true },
      });
    }
    const [tip] = await tx.select().from(tips).where(eq(tips.paymentId, paymentId));
    if (!tip) throw new AppError('already-exists', 'requestId: already used for another send');
    return {
      success: true as const,
      tip: { paymentId, amount: tip.amount, creatorAmount: tip.creatorAmount, platformFee: tip.platformFee, testMode: tip.book === 'test' },
      balance: posted.senderBalance,
    };
  });
});
