import { and, eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { KYC_REQUIRED_ABOVE_PAISE, NEW_DESTINATION_HOLD_HOURS, withdrawalSplit } from '../../shared/constants/payout-rules';
import { WITHDRAWAL_DOWNLOADS_REQUIRED } from '../../shared/constants/tip-rules';
import type { WithdrawalItem } from '../../shared/contracts/payouts/withdrawals';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Db } from '../db/database';
import { payoutDestinations, payoutSettings, users, withdrawalRequests, type PAYOUT_METHODS, type PAYOUT_SCHEDULES } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { accountBalance, creatorEarnings } from '../money';
import { creatorTierOf } from '../tiers';
import { cannotWithdraw, lockedReceiverStatus, mayReceiveMoney } from '../moderation';
import { destinationLabel, destinationUsableFrom } from './destination-view';
import { checkWithdrawalPin, indianTimeText } from './withdrawal-pin';
import { requestWithdrawal } from './withdrawal-lifecycle';
import { withdrawalItem } from './withdrawal-view';

export interface WithdrawalDeps {
  db: Db;
  jobs: JobQueue;
}

export interface WithdrawalAsk {
  userId: string;
  /** Paise asked for; the fee comes out of it. */
  amount: number;
  method: (typeof PAYOUT_METHODS)[number];
  /** How the caller's input names the method ('paymentMethod' or SPEC §7's older 'method'), for the error that names it. */
  methodField: 'paymentMethod' | 'method';
  destinationId: string;
  schedule: (typeof PAYOUT_SCHEDULES)[number];
  /** One withdrawal per key and person: the client's requestId, or 'scheduled:{date}' for the schedule's own. */
  requestKey: string;
  /**
   * The PIN as typed, checked when one is set. A scheduled withdrawal has none to type: the creator
   * chose the schedule (with their session) and the money goes only to their own default destination.
   */
  pin: { typed: string | undefined } | 'scheduled';
}

export interface CreatedWithdrawal {
  withdrawal: WithdrawalItem;
  /** What the creator can still withdraw, in paise (never below zero). */
  availableBalance: number;
  /** False when the key had been used: this is the first request's withdrawal, and nothing was reserved again. */
  created: boolean;
}

const KEY_USED_FOR_ANOTHER = 'requestId: already used for another withdrawal';
const MISSING_DESTINATION = 'accountDetails.destinationId: no saved UPI id or bank account of yours has this id';

/** Whose money a request moves: one's own only. Not even an admin withdraws someone else's earnings. */
export function withdrawingUserId(caller: { id: string }, userId: string | undefined): string {
  if (userId !== undefined && userId !== caller.id) throw new AppError('permission-denied', 'userId: you can only withdraw your own earnings');
  return caller.id;
}

/**
 * Issue 15 item 4, the one implementation behind createWithdrawalRequest, createWithdrawRequest and
 * the scheduled withdrawals. The checks that need no lock come first; then one transaction inserts
 * the request and reserves its amount on the ledger (the lifecycle's requestWithdrawal), whose balance check runs under the earnings
 * account's lock (reserveWithdrawal), so simultaneous requests can never overdraw: one that would
 * rolls back whole, row and all. The unique (user, request key) makes a retry, even one running at
 * the same moment, wait for the first and answer its withdrawal.
 */
export async function createWithdrawal(deps: WithdrawalDeps, ask: WithdrawalAsk): Promise<CreatedWithdrawal> {
  const [creator] = await deps.db.select({ totalDownloads: users.totalDownloads, status: users.status }).from(users).where(eq(users.id, ask.userId));
  if (!creator) throw new AppError('not-found', 'userId: no such member');
  if (!mayReceiveMoney(creator.status)) throw new AppError('permission-denied', cannotWithdraw(creator.status));
  if (creator.totalDownloads < WITHDRAWAL_DOWNLOADS_REQUIRED) {
    throw new AppError(
      'permission-denied',
      `totalDownloads: withdrawals open at ${WITHDRAWAL_DOWNLOADS_REQUIRED.toLocaleString('en-IN')} downloads of your models; you have ${creator.totalDownloads.toLocaleString('en-IN')}`,
    );
  }
  const [destination] = await deps.db
    .select()
    .from(payoutDestinations)
    .where(and(eq(payoutDestinations.id, ask.destinationId), eq(payoutDestinations.userId, ask.userId)));
  // Someone else's destination is answered as missing: its existence is not ours to reveal.
  if (!destination) throw new AppError('not-found', MISSING_DESTINATION);
  if (destination.method !== ask.method) {
    throw new AppError('invalid-argument', `${ask.methodField}: the destination is ${destination.method === 'upi' ? 'a UPI id' : 'a bank account'}, so the method must be '${destination.method}'`);
  }
  // Decision 047: a destination added by a stolen session is paid nothing before its owner, e-mailed at once, can remove it.
  const usableFrom = destinationUsableFrom(destination);
  if (usableFrom > new Date()) {
    throw new AppError(
      'permission-denied',
      `accountDetails.destinationId: a new UPI id or bank account receives nothing for its first ${NEW_DESTINATION_HOLD_HOURS} hours; this one can be paid from ${indianTimeText(usableFrom)} IST`,
    );
  }
  if (ask.amount > KYC_REQUIRED_ABOVE_PAISE) {
    const [kyc] = await deps.db.select({ legalName: payoutSettings.legalName, panHash: payoutSettings.panHash }).from(payoutSettings).where(eq(payoutSettings.userId, ask.userId));
    if (!kyc?.legalName || !kyc.panHash) {
      throw new AppError('permission-denied', `amount: withdrawals above ${formatRupees(KYC_REQUIRED_ABOVE_PAISE)} need your legal name and PAN (KYC-lite) on file`);
    }
  }
  if (ask.pin !== 'scheduled') await checkWithdrawalPin(deps, ask.userId, ask.pin.typed);

  const label = destinationLabel(destination);
  return deps.db.transaction(async (tx) => {
    // Decision 049: a ban or deletion committed meanwhile is seen here (or waits for this to commit).
    const status = await lockedReceiverStatus(tx, ask.userId);
    if (!mayReceiveMoney(status)) throw new AppError('permission-denied', cannotWithdraw(status));
    // Held until this commits, so a removal of the destination at the same moment waits and then
    // sees this request (and refuses), or went first and this finds it gone.
    const [held] = await tx.select({ id: payoutDestinations.id }).from(payoutDestinations).where(eq(payoutDestinations.id, destination.id)).for('share');
    if (!held) throw new AppError('not-found', MISSING_DESTINATION);
    // The fee is the creator's tier's at this moment, and the tier is kept on the request (issue 30).
    const { tier, benefits } = await creatorTierOf(tx, ask.userId);
    const { processingFee, netAmount } = withdrawalSplit(ask.amount, benefits.withdrawalFeeBps);
    const requested = await requestWithdrawal(
      { tx, jobs: deps.jobs },
      {
        userId: ask.userId,
        amount: ask.amount,
        processingFee,
        netAmount,
        creatorTier: tier,
        method: destination.method,
        destinationId: destination.id,
        destinationLabel: label,
        schedule: ask.schedule,
        requestKey: ask.requestKey,
      },
      ask.pin === 'scheduled' ? null : ask.userId,
    );
    if (!requested) {
      const [first] = await tx
        .select()
        .from(withdrawalRequests)
        .where(and(eq(withdrawalRequests.userId, ask.userId), eq(withdrawalRequests.requestKey, ask.requestKey)));
      // A retry sends what the first sent; the same key with another amount or destination is a client's mistake, not a retry.
      if (!first || first.amount !== ask.amount || first.destinationId !== destination.id) throw new AppError('already-exists', KEY_USED_FOR_ANOTHER);
      const available = await accountBalance(tx, creatorEarnings('live', ask.userId));
      return { withdrawal: withdrawalItem(first), availableBalance: Math.max(0, available), created: false };
    }
    return { withdrawal: withdrawalItem(requested.row), availableBalance: Math.max(0, requested.available), created: true };
  });
}
