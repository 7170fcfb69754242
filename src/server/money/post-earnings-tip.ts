import { AppError } from '../../shared/app-error';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Tx } from '../db/database';
import type { LedgerBook } from '../db/schema';
import { accountBalance } from './account-balance';
import { creatorEarnings } from './ledger-accounts';
import { postTransaction, type Posted } from './post-transaction';

export interface EarningsTip {
  book: LedgerBook;
  senderId: string;
  creatorId: string;
  amountPaise: number;
  /** The sender's own id for this send (a retry sends it again): the tip is posted once for it. */
  key: string;
  details: Record<string, unknown>;
}

/**
 * sendTip (decision 034): a tip paid out of the sender's own earnings in one book, moved whole to
 * the creator's earnings (the platform took its fee when the money came in). No money enters the
 * ledger: one earnings account goes down by exactly what the other goes up. The balance is checked
 * after the posting, under the accounts' locks taken in id order, so simultaneous sends can never
 * overdraw and never deadlock; an overdraw rolls the whole transaction back.
 */
export async function postEarningsTip(tx: Tx, tip: EarningsTip): Promise<Posted & { senderBalance: number }> {
  if (tip.senderId === tip.creatorId) throw new Error('no one tips themselves');
  const sender = creatorEarnings(tip.book, tip.senderId);
  const posted = await postTransaction(tx, {
    book: tip.book,
    kind: 'earnings_tip',
    idempotencyKey: `earnings-tip:${tip.senderId}:${tip.key}`,
    details: { ...tip.details, senderId: tip.senderId, creatorId: tip.creatorId, amount: tip.amountPaise },
    entries: [
      { account: sender, amount: tip.amountPaise },
      { account: creatorEarnings(tip.book, tip.creatorId), amount: -tip.amountPaise },
    ],
  });
  const senderBalance = await accountBalance(tx, sender);
  if (posted.posted && senderBalance < 0) {
    throw new AppError('invalid-argument', `amount: more than your ${tip.book === 'test' ? 'test-mode ' : ''}earnings of ${formatRupees(senderBalance + tip.amountPaise)}`);
  }
  return { ...posted, senderBalance };
}
