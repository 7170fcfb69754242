import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Db, Tx } from '../db/database';
import { withdrawalHolds, withdrawalRequests } from '../db/schema';
import { accountBalance } from './account-balance';
import { creatorEarnings } from './ledger-accounts';
import { lockedAccountBalance } from './locked-balance';

// Money's, beside the postings that reserve a withdrawal's amount: a hold is the ledger's guard
// that what waits to be paid is still covered, and a refund posts it in its own transaction, which
// a rule in payouts could only have joined by money reaching up into payouts (decision 063).
export type WithdrawalHoldRow = typeof withdrawalHolds.$inferSelect;

/** What took earnings back: the provider's id for it and how the hold's reason names it. */
export interface ClawBack {
  /** The refund's (or chargeback's) id at the provider. */
  id: string;
  /** 'A refund of ₹200 (rfnd_…) on tip payment pay_…'. */
  description: string;
}

async function insertHolds(tx: Tx, userId: string, withdrawalIds: string[], hold: { reason: string; shortfall: number; cause: string }): Promise<void> {
  if (withdrawalIds.length === 0) return;
  await tx
    .insert(withdrawalHolds)
    .values(withdrawalIds.map((withdrawalId) => ({ id: randomUUID(), withdrawalId, userId, ...hold })))
    // Already held (an earlier refund): the first reason stands until an admin releases it.
    .onConflictDoNothing();
}

/**
 * Issue 27 item 2. Called in the transaction that took earnings back (the posting holds the earnings
 * account's lock): when the creator's live balance is now below zero, the money their pending
 * withdrawals reserved is owed back to the platform, so each of them is held until an admin releases
 * it (the balance covers it again) or rejects it. Answers how many were held.
 */
export async function holdUncoveredWithdrawals(tx: Tx, creatorId: string, clawBack: ClawBack): Promise<number> {
  const balance = await accountBalance(tx, creatorEarnings('live', creatorId));
  if (balance >= 0) return 0;
  const pending = await tx
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, creatorId), eq(withdrawalRequests.status, 'pending')));
  const reason = `${clawBack.description} left the balance ${formatRupees(-balance, { paise: 'always' })} short of the withdrawals waiting to be paid`;
  await insertHolds(
    tx,
    creatorId,
    pending.map((p) => p.id),
    { reason, shortfall: -balance, cause: clawBack.id },
  );
  return pending.length;
}

/**
 * A chargeback opened on one of the creator's tips (issue 27 item 2): the bank may take the money
 * back whatever the balance is now, so every pending withdrawal waits for an admin, who releases it
 * once the dispute is settled or rejects it. Answers how many were held.
 */
export async function holdForDispute(tx: Tx, creatorId: string, dispute: ClawBack & { amountPaise: number }): Promise<number> {
  const pending = await tx
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, creatorId), eq(withdrawalRequests.status, 'pending')));
  await insertHolds(
    tx,
    creatorId,
    pending.map((p) => p.id),
    { reason: `${dispute.description} is open: the bank may take it back`, shortfall: dispute.amountPaise, cause: dispute.id },
  );
  return pending.length;
}

/** The hold a withdrawal is under now, if any. */
export async function openHoldOf(db: Db | Tx, withdrawalId: string): Promise<WithdrawalHoldRow | undefined> {
  const [hold] = await db.select().from(withdrawalHolds).where(and(eq(withdrawalHolds.withdrawalId, withdrawalId), isNull(withdrawalHolds.releasedAt)));
  return hold;
}

/**
 * The approval's own check, inside its transaction after the withdrawal's row lock: the creator's
 * balance under the ledger's lock (so a refund at the same moment is waited for, not missed), then
 * any hold. A withdrawal the balance does not cover is held here and now, even when whatever took
 * the money back held nothing (a refund recorded before holds existed). Answers why it may not be
 * approved, or null; a hold made here must be committed before the refusal is answered.
 */
export async function approvalRefusal(tx: Tx, withdrawal: { id: string; userId: string }): Promise<{ message: string; held: boolean } | null> {
  const balance = await lockedAccountBalance(tx, creatorEarnings('live', withdrawal.userId));
  const open = await openHoldOf(tx, withdrawal.id);
  if (open) return { message: onHoldMessage(open.reason), held: false };
  if (balance >= 0) return null;
  const reason = `When it was to be approved the balance was ${formatRupees(-balance, { paise: 'always' })} short: refunds or chargebacks took back more than the creator had left`;
  await insertHolds(tx, withdrawal.userId, [withdrawal.id], { reason, shortfall: -balance, cause: 'approval' });
  return { message: onHoldMessage(reason), held: true };
}

function onHoldMessage(reason: string): string {
  return `it is on hold: ${reason}. Release the hold once the balance covers it again, or reject it`;
}

/**
 * An admin lifts a hold: only once the balance, read under the ledger's lock, is no longer below
 * zero (new earnings, or other withdrawals rejected, made up the shortfall).
 */
export async function releaseHold(tx: Tx, withdrawal: { id: string; userId: string }, adminId: string): Promise<WithdrawalHoldRow> {
  const balance = await lockedAccountBalance(tx, creatorEarnings('live', withdrawal.userId));
  const open = await openHoldOf(tx, withdrawal.id);
  if (!open) throw new AppError('already-exists', 'it is not on hold, so there is nothing to release');
  if (balance < 0) {
    throw new AppError(
      'already-exists',
      `the balance is still ${formatRupees(-balance, { paise: 'always' })} short, so the hold stays; release it once new earnings or rejected withdrawals cover that, or reject it`,
    );
  }
  const [released] = await tx.update(withdrawalHolds).set({ releasedAt: new Date(), releasedBy: adminId }).where(eq(withdrawalHolds.id, open.id)).returning();
  return released!;
}

/** A held withdrawal that is rejected needs its hold no more. */
export async function closeHolds(tx: Tx, withdrawalId: string, adminId: string): Promise<void> {
  await tx
    .update(withdrawalHolds)
    .set({ releasedAt: new Date(), releasedBy: adminId })
    .where(and(eq(withdrawalHolds.withdrawalId, withdrawalId), isNull(withdrawalHolds.releasedAt)));
}
