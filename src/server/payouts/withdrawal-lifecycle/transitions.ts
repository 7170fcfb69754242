import { AppError } from '../../../shared/app-error';
import type { WITHDRAWAL_STATUSES, withdrawalRequests } from '../../db/schema';

export type WithdrawalRow = typeof withdrawalRequests.$inferSelect;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * Every way a withdrawal's status may change once it is asked for (requestWithdrawal makes it,
 * pending), with the statuses each may leave from and the one it arrives at. Completed and
 * rejected are final; failed is left only by an admin's retry. What each writes, posts and records
 * is in transition-effects.ts; transitionWithdrawal is the only writer of `status`.
 */
export const WITHDRAWAL_TRANSITIONS = {
  /** An admin approves it: the site's payout mode is to pay it. */
  approve: { from: ['pending'], to: 'processing', done: 'approved' },
  /** An admin refuses it: its reservation goes back to the creator. */
  reject: { from: ['pending'], to: 'rejected', done: 'rejected' },
  /** Its account was deleted before it was approved (decision 049): as a rejection, told to no one. */
  cancel: { from: ['pending'], to: 'rejected', done: 'cancelled' },
  /** An admin tries a failed one again: reserved anew as its next attempt. */
  retry: { from: ['failed'], to: 'processing', done: 'retried' },
  /** The provider paid it. */
  complete: { from: ['processing'], to: 'completed', done: 'completed' },
  /** An admin paid it from the bank by hand (only one the site pays by hand). */
  'mark-paid': { from: ['processing'], to: 'completed', done: 'marked paid' },
  /** The provider refused or failed it before any money left: its reservation goes back. */
  fail: { from: ['processing'], to: 'failed', done: 'failed' },
  /** The bank sent a paid one back (or the reversal overtook its confirmation): the whole amount goes back. */
  reverse: { from: ['processing', 'completed'], to: 'failed', done: 'reversed' },
} as const satisfies Record<string, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus; done: string }>;

export type WithdrawalTransition = keyof typeof WITHDRAWAL_TRANSITIONS;

/** Refused because of where the withdrawal is now: nothing was written. A 409 to a caller; a webhook answers it as 'already-…'. */
export class WithdrawalTransitionRefused extends AppError {
  constructor(
    readonly current: WithdrawalStatus,
    readonly transition: WithdrawalTransition,
    message: string,
  ) {
    super('already-exists', message);
  }
}

/** Why `transition` may not start from the row as it is, or null when it may. */
export function refusalOf(row: Pick<WithdrawalRow, 'status' | 'payoutMode'>, transition: WithdrawalTransition): string | null {
  const { from, done } = WITHDRAWAL_TRANSITIONS[transition];
  if (!(from as readonly WithdrawalStatus[]).includes(row.status)) return `it is ${row.status}, so it cannot be ${done}`;
  // Money the provider is paying is confirmed by the provider; an admin's bank reference would pay it twice.
  if (transition === 'mark-paid' && row.payoutMode !== 'by-hand') return `it is being paid by ${row.payoutMode}, not by hand`;
  return null;
}

export function assertMayTransition(row: Pick<WithdrawalRow, 'status' | 'payoutMode'>, transition: WithdrawalTransition): void {
  const refusal = refusalOf(row, transition);
  if (refusal) throw new WithdrawalTransitionRefused(row.status, transition, refusal);
}
