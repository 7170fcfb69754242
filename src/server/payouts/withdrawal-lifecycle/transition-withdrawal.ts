import { AppError } from '../../../shared/app-error';
import type { Tx } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { lockWithdrawal } from './lock-withdrawal';
import { TRANSITION_EFFECTS, withdrawalMoney, type TellingTransition, type TransitionScope, type WithdrawalChange } from './transition-effects';
import { assertMayTransition, type WithdrawalRow } from './transitions';

type Silent = Exclude<WithdrawalChange, { transition: TellingTransition }>;

/**
 * Moves one withdrawal along its lifecycle (transitions.ts), in the caller's transaction: locks the
 * row, refuses a transition its current status does not allow (WithdrawalTransitionRefused, nothing
 * written), then writes the row, posts to the ledger and records the event, all or nothing with the
 * caller's transaction. Answers the row as it is now. A caller that checked the row under its own
 * lock first gets the same row here: the lock is already theirs.
 */
export function transitionWithdrawal(scope: { tx: Tx }, withdrawalId: string, change: Silent): Promise<WithdrawalRow>;
export function transitionWithdrawal(scope: { tx: Tx; jobs: JobQueue }, withdrawalId: string, change: WithdrawalChange): Promise<WithdrawalRow>;
export async function transitionWithdrawal(scope: TransitionScope, withdrawalId: string, change: WithdrawalChange): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(scope.tx, withdrawalId);
  if (!row) throw new AppError('not-found', 'withdrawalId: no such withdrawal');
  assertMayTransition(row, change.transition);
  const step = { scope, row, money: withdrawalMoney(row), now: new Date() };
  const effect = TRANSITION_EFFECTS[change.transition] as (s: typeof step, c: WithdrawalChange) => Promise<WithdrawalRow>;
  return effect(step, change);
}
