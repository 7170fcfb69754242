import { and, eq, isNull, lt } from 'drizzle-orm';
import { MICRO_PAYOUT_PAISE } from '../../shared/constants/payout-rules';
import { payoutDestinations, users, withdrawalRequests } from '../db/schema';
import type { Services } from '../services';
import { lockWithdrawal, recordPayoutId, refusalOf, transitionWithdrawal } from './withdrawal-lifecycle';
import { narrationOf, PayoutProviderError, verificationPayoutKey, withdrawalPayoutKey, type PayoutDestinationDetails } from './payout-gateway';

type WithdrawalRow = typeof withdrawalRequests.$inferSelect;
type DestinationRow = typeof payoutDestinations.$inferSelect;
export type PayoutDeps = Pick<Services, 'db' | 'jobs' | 'log' | 'payouts' | 'payoutKeys'>;

/** The destination as a payout needs it: the bank account number unsealed only here, on its way out. */
export function destinationDetails(row: DestinationRow, unseal: (sealed: string) => string): PayoutDestinationDetails {
  if (row.method === 'upi') return { kind: 'vpa', upiId: row.upiId ?? '' };
  return { kind: 'bank', accountNumber: unseal(row.accountNumberSealed ?? ''), ifsc: row.ifsc ?? '', holderName: row.holderName ?? '' };
}

async function payeeName(deps: PayoutDeps, userId: string, destination: DestinationRow | undefined): Promise<string> {
  if (destination?.holderName) return destination.holderName;
  const [user] = await deps.db.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId));
  return user?.displayName || 'Meshmandi creator';
}

/** The provider refused it for good (or it cannot be paid at all): failed, and its reservation back to the creator. */
async function failBeforePayout(deps: PayoutDeps, row: WithdrawalRow, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockWithdrawal(tx, row.id);
    // Only the attempt that was refused, and only while nothing else has moved it on.
    if (!locked || locked.payoutId || locked.attempt !== row.attempt || refusalOf(locked, 'fail')) return;
    await transitionWithdrawal({ tx, jobs: deps.jobs }, row.id, { transition: 'fail', payoutId: null, reason });
  });
}

/**
 * Pays an approved withdrawal: runs after its 'processing' status is committed, so a crash at any
 * point leaves a row the re-drive finds, and the idempotency key (id and attempt) makes the next try
 * return the payout already made instead of a second one. Answers whether a payout exists now.
 */
export async function payOutWithdrawal(deps: PayoutDeps, withdrawalId: string): Promise<boolean> {
  const [row] = await deps.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, withdrawalId));
  // Never paid by another mode than the one that approved it: a built-in test payout must not become real money.
  if (!row || row.status !== 'processing' || row.payoutId || row.payoutMode !== deps.payouts.mode || deps.payouts.mode === 'by-hand') return Boolean(row?.payoutId);
  const [destination] = await deps.db.select().from(payoutDestinations).where(eq(payoutDestinations.id, row.destinationId));
  if (!destination) {
    await failBeforePayout(deps, row, 'The UPI id or bank account it was to be paid to no longer exists');
    return false;
  }
  try {
    const payout = await deps.payouts.createPayout({
      idempotencyKey: withdrawalPayoutKey(row.id, row.attempt),
      amountPaise: row.netAmount,
      destination: destinationDetails(destination, deps.payoutKeys.unseal),
      contact: { referenceId: row.userId, name: await payeeName(deps, row.userId, destination) },
      purpose: 'payout',
      referenceId: row.id,
      narration: narrationOf('Meshmandi earnings'),
      notes: { kind: 'withdrawal', withdrawalId: row.id, attempt: row.attempt, userId: row.userId },
    });
    // The webhook may have got here first and saved it; either way it is this attempt's payout.
    await recordPayoutId(deps.db, row, payout.id);
    return true;
  } catch (error) {
    if (error instanceof PayoutProviderError && error.refused) {
      await failBeforePayout(deps, row, `The payout was refused: ${error.description}`.slice(0, 500));
      return false;
    }
    // Unreachable or a server error: left processing; the re-drive asks again with the same key.
    deps.log.warn({ withdrawalId, err: error }, 'a payout could not be made yet; it will be tried again');
    return false;
  }
}

/** The ₹1 verification payout of a destination whose status is committed as processing (same pattern as a withdrawal). */
export async function payOutVerification(deps: PayoutDeps, destinationId: string): Promise<void> {
  const [row] = await deps.db.select().from(payoutDestinations).where(eq(payoutDestinations.id, destinationId));
  if (!row || row.microPayoutStatus !== 'processing' || row.microPayoutId || deps.payouts.mode === 'by-hand') return;
  const stillWaiting = and(eq(payoutDestinations.id, row.id), eq(payoutDestinations.microPayoutStatus, 'processing'), isNull(payoutDestinations.microPayoutId));
  try {
    const payout = await deps.payouts.createPayout({
      idempotencyKey: verificationPayoutKey(row.id),
      amountPaise: MICRO_PAYOUT_PAISE,
      destination: destinationDetails(row, deps.payoutKeys.unseal),
      contact: { referenceId: row.userId, name: await payeeName(deps, row.userId, row) },
      purpose: 'payout',
      referenceId: row.id,
      narration: narrationOf('Meshmandi account check'),
      notes: { kind: 'verification', destinationId: row.id, userId: row.userId },
    });
    await deps.db.update(payoutDestinations).set({ microPayoutId: payout.id }).where(stillWaiting);
  } catch (error) {
    if (error instanceof PayoutProviderError && error.refused) {
      await deps.db.update(payoutDestinations).set({ microPayoutStatus: 'failed' }).where(stillWaiting);
      return;
    }
    deps.log.warn({ destinationId, err: error }, 'a ₹1 verification payout could not be made yet; it will be tried again');
  }
}

/** How long an approved withdrawal may wait for its payout to be made before the re-drive takes it. */
export const REDRIVE_AFTER_MS = 60_000;

/**
 * The periodic re-drive: approvals whose payout was never made (the node died between the commit
 * and the provider's answer, or the provider was down) are paid with the same idempotency key, so
 * one that was made after all is found, not doubled. Only payouts of the site's current mode.
 */
export async function redriveStuckPayouts(deps: PayoutDeps, olderThanMs = REDRIVE_AFTER_MS): Promise<{ withdrawals: number; verifications: number }> {
  if (deps.payouts.mode === 'by-hand') return { withdrawals: 0, verifications: 0 };
  const before = new Date(Date.now() - olderThanMs);
  const stuck = await deps.db
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.status, 'processing'), isNull(withdrawalRequests.payoutId), eq(withdrawalRequests.payoutMode, deps.payouts.mode), lt(withdrawalRequests.processedAt, before)))
    .limit(200);
  for (const { id } of stuck) await payOutWithdrawal(deps, id);
  const checks = await deps.db
    .select({ id: payoutDestinations.id })
    .from(payoutDestinations)
    .where(and(eq(payoutDestinations.microPayoutStatus, 'processing'), isNull(payoutDestinations.microPayoutId), lt(payoutDestinations.microPayoutAt, before)))
    .limit(200);
  for (const { id } of checks) await payOutVerification(deps, id);
  return { withdrawals: stuck.length, verifications: checks.length };
}
