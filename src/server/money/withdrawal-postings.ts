import { AppError } from '../../shared/app-error';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Tx } from '../db/database';
import { accountBalance } from './account-balance';
import { creatorEarnings, platformExpenses, platformFees, providerClearing, withdrawalHolds } from './ledger-accounts';
import { postTransaction, type Posted } from './post-transaction';

/**
 * A withdrawal's life on the ledger (decision 035), live book only:
 * - reserve: earnings → holds, the whole amount, when it is asked for (and again when a failed one
 *   is retried: `attempt` names each reservation);
 * - pay: holds → out of the provider's money (the net) and the platform's fees (the fee), once;
 * - release: holds → back to earnings, when it fails or is rejected before being paid;
 * - reverse: a paid one the bank sent back: the net and the fee back to the creator's earnings.
 */
export interface WithdrawalMoney {
  withdrawalId: string;
  creatorId: string;
  /** Paise asked for; fee + net. */
  amount: number;
  processingFee: number;
  netAmount: number;
  /** The tier whose fee it carries (issue 30), kept on the reservation's posting; null before tiers. */
  creatorTier?: string | null;
}

function checkAmounts(w: WithdrawalMoney): void {
  if (!Number.isSafeInteger(w.amount) || w.amount <= 0) throw new Error(`a withdrawal is a positive whole number of paise, not ${w.amount}`);
  if (!Number.isSafeInteger(w.processingFee) || w.processingFee < 0 || w.processingFee + w.netAmount !== w.amount || w.netAmount <= 0) {
    throw new Error('a withdrawal is its fee plus its net amount');
  }
}

/**
 * Moves the amount out of what the creator can withdraw, then reads the balance under the account's
 * lock (postTransaction locks it): a request that would take it below zero rolls the whole
 * transaction back, so any number of simultaneous requests can never overdraw.
 */
export async function reserveWithdrawal(tx: Tx, w: WithdrawalMoney, attempt: number): Promise<Posted & { available: number }> {
  checkAmounts(w);
  const earnings = creatorEarnings('live', w.creatorId);
  const posted = await postTransaction(tx, {
    book: 'live',
    kind: 'withdrawal_reserve',
    idempotencyKey: `withdrawal-reserve:${w.withdrawalId}:${attempt}`,
    details: { withdrawalId: w.withdrawalId, creatorId: w.creatorId, amount: w.amount, processingFee: w.processingFee, netAmount: w.netAmount, creatorTier: w.creatorTier ?? null, attempt },
    entries: [
      { account: earnings, amount: w.amount },
      { account: withdrawalHolds(w.creatorId), amount: -w.amount },
    ],
  });
  const available = await accountBalance(tx, earnings);
  if (posted.posted && available < 0) {
    throw new AppError('invalid-argument', `amount: more than your available balance of ${formatRupees(Math.max(0, available + w.amount))}`);
  }
  return { ...posted, available };
}

/** The payout went out: the reservation becomes money paid (the net) and the platform's fee. */
export async function payWithdrawal(tx: Tx, w: WithdrawalMoney, payoutId: string): Promise<Posted> {
  checkAmounts(w);
  const entries = [
    { account: withdrawalHolds(w.creatorId), amount: w.amount },
    { account: providerClearing('live'), amount: -w.netAmount },
  ];
  if (w.processingFee > 0) entries.push({ account: platformFees('live'), amount: -w.processingFee });
  return postTransaction(tx, {
    book: 'live',
    kind: 'withdrawal_paid',
    idempotencyKey: `withdrawal-paid:${w.withdrawalId}`,
    details: { withdrawalId: w.withdrawalId, creatorId: w.creatorId, amount: w.amount, processingFee: w.processingFee, netAmount: w.netAmount, payoutId },
    entries,
  });
}

/** It failed or was rejected before any money left: the reservation goes back to the creator's earnings. */
export async function releaseWithdrawal(tx: Tx, w: WithdrawalMoney, attempt: number, reason: string): Promise<Posted> {
  checkAmounts(w);
  return postTransaction(tx, {
    book: 'live',
    kind: 'withdrawal_released',
    idempotencyKey: `withdrawal-released:${w.withdrawalId}:${attempt}`,
    details: { withdrawalId: w.withdrawalId, creatorId: w.creatorId, amount: w.amount, attempt, reason },
    entries: [
      { account: withdrawalHolds(w.creatorId), amount: w.amount },
      { account: creatorEarnings('live', w.creatorId), amount: -w.amount },
    ],
  });
}

/** A paid withdrawal came back (the bank reversed it): the creator has the whole amount again, fee included. */
export async function reverseWithdrawal(tx: Tx, w: WithdrawalMoney, payoutId: string, reason: string): Promise<Posted> {
  checkAmounts(w);
  const entries = [
    { account: providerClearing('live'), amount: w.netAmount },
    { account: creatorEarnings('live', w.creatorId), amount: -w.amount },
  ];
  if (w.processingFee > 0) entries.push({ account: platformFees('live'), amount: w.processingFee });
  return postTransaction(tx, {
    book: 'live',
    kind: 'withdrawal_reversed',
    idempotencyKey: `withdrawal-reversed:${w.withdrawalId}`,
    details: { withdrawalId: w.withdrawalId, creatorId: w.creatorId, amount: w.amount, payoutId, reason },
    entries,
  });
}

/** A ₹1 payout that proves a destination is real is the platform's cost, once per payout. */
export async function payVerificationPayout(tx: Tx, input: { payoutId: string; userId: string; destinationId: string; amount: number }): Promise<Posted> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error('a verification payout is a positive whole number of paise');
  return postTransaction(tx, {
    book: 'live',
    kind: 'verification_payout',
    idempotencyKey: `verification-payout:${input.payoutId}`,
    details: { payoutId: input.payoutId, userId: input.userId, destinationId: input.destinationId, amount: input.amount },
    entries: [
      { account: platformExpenses(), amount: input.amount },
      { account: providerClearing('live'), amount: -input.amount },
    ],
  });
}
