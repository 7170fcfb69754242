import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { PLATFORM_RECIPIENT_ID } from '../../../shared/constants/tip-rules';
import { sendTip } from '../../../shared/contracts/payments/tips';
import type { Db, Tx } from '../../db/database';
import { tips, type TipRow } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { accountBalance, creatorEarnings, postEarningsTip } from '../../money';
import { rupeesToPaise } from '../../../shared/money/paise';
import { insertTip } from '../insert-tips';
import { resolveTipRecipient } from '../tip-recipient';
import { checkStepUp, spendStepUp, type StepUpProof } from '../../payouts';
import { implement } from '../../callables/implement';

const KEY_USED_FOR_ANOTHER = 'requestId: already used for another tip; make a new requestId for a new tip';

interface AskedTip {
  book: 'live' | 'test';
  creatorId: string;
  modelId: string | null;
  amount: number;
  message: string;
}

/** A retry sends what the first send did; the same requestId with anything else is a client's mistake, not a retry (as withdrawals have it). */
function sameTip(tip: TipRow, asked: AskedTip): boolean {
  return tip.book === asked.book && tip.toUserId === asked.creatorId && (tip.modelId ?? null) === asked.modelId && tip.amount === asked.amount && (tip.message ?? '') === asked.message;
}

async function answerOf(db: Db | Tx, tip: TipRow, asked: AskedTip, senderId: string, balance?: number) {
  if (!sameTip(tip, asked)) throw new AppError('already-exists', KEY_USED_FOR_ANOTHER);
  return {
    success: true as const,
    tip: { paymentId: tip.paymentId, amount: tip.amount, creatorAmount: tip.creatorAmount, platformFee: tip.platformFee, testMode: tip.book === 'test' },
    balance: balance ?? (await accountBalance(db, creatorEarnings(asked.book, senderId))),
  };
}

/**
 * Decision 034: a tip from the sender's earnings to a creator's, in one book, once per requestId.
 * Out of the live book it is money leaving the account, so it needs the withdrawal PIN or an
 * e-mailed code (decision 047); test money is never withdrawable and needs neither. A retry of a
 * send already made answers it without a second proof: an e-mailed code is spent by then.
 */
export const sendTipFunction = implement(sendTip, async (input, ctx) => {
  if (input.creatorId === PLATFORM_RECIPIENT_ID) throw new AppError('invalid-argument', 'creatorId: tips from earnings go to creators; tip the platform through the payment dialog');
  const recipient = await resolveTipRecipient(ctx.db, ctx.user, input);
  const book = input.testMode ? 'test' : 'live';
  const amount = rupeesToPaise(input.amount);
  const paymentId = `earnings_${ctx.user.id}_${input.requestId}`;
  const asked: AskedTip = { book, creatorId: recipient.creatorId!, modelId: recipient.modelId, amount, message: input.message };
  const [earlier] = await ctx.db.select().from(tips).where(eq(tips.paymentId, paymentId));
  if (earlier) return answerOf(ctx.db, earlier, asked, ctx.user.id);
  const proof: StepUpProof | null = book === 'live' ? await checkStepUp(ctx, ctx.user.id, input, 'tip-from-earnings') : null;
  return ctx.db.transaction(async (tx) => {
    const posted = await postEarningsTip(tx, {
      book,
      senderId: ctx.user.id,
      creatorId: asked.creatorId,
      amountPaise: amount,
      key: input.requestId,
      details: { paymentId, modelId: recipient.modelId, message: input.message },
    });
    if (posted.posted) {
      if (proof) await spendStepUp(tx, proof);
      await insertTip(tx, {
        paymentId, book, source: 'earnings', orderId: null, fromUserId: ctx.user.id, toUserId: asked.creatorId, modelId: recipient.modelId,
        amount, creatorAmount: amount, platformFee: 0, message: input.message,
      });
      await recordEvent(tx, ctx.jobs, {
        type: 'tip.received',
        subjectId: asked.creatorId,
        actorId: ctx.user.id,
        data: { paymentId, amount, creatorAmount: amount, book, modelId: recipient.modelId, fromEarnings: true },
      });
    }
    // Posted by a send of the same requestId running at the same moment: its tip, or a conflict.
    const [tip] = await tx.select().from(tips).where(eq(tips.paymentId, paymentId));
    if (!tip) throw new AppError('already-exists', KEY_USED_FOR_ANOTHER);
    return answerOf(tx, tip, asked, ctx.user.id, posted.senderBalance);
  });
});
