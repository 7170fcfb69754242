import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/database';
import { withdrawalRequests } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import type { JobQueue } from '../../jobs/job-queue';
import { reserveWithdrawal } from '../../money';
import { enforceKycPeriodLimit } from '../kyc-period-limit';
import { withdrawalMoney } from './transition-effects';
import type { WithdrawalRow } from './transitions';

/** What a new request carries; its id, status and attempt are the lifecycle's. */
export type NewWithdrawal = Pick<
  typeof withdrawalRequests.$inferInsert,
  'userId' | 'amount' | 'processingFee' | 'netAmount' | 'creatorTier' | 'method' | 'destinationId' | 'destinationLabel' | 'schedule' | 'requestKey'
>;

/**
 * The lifecycle's first transition, into 'pending': the row, its reservation on the ledger (whose
 * balance check refuses an overdraft, rolling the caller's transaction back) and 'withdrawal.requested'.
 * The unique (user, request key) makes a second request with a used key write nothing and answer
 * null: the caller answers it with the first request's withdrawal. actorId is null for the schedule's own.
 */
export async function requestWithdrawal(
  scope: { tx: Tx; jobs: JobQueue },
  ask: NewWithdrawal,
  actorId: string | null,
): Promise<{ row: WithdrawalRow; available: number } | null> {
  const { tx } = scope;
  const [row] = await tx
    .insert(withdrawalRequests)
    .values({ ...ask, id: randomUUID(), status: 'pending', attempt: 1 })
    .onConflictDoNothing({ target: [withdrawalRequests.userId, withdrawalRequests.requestKey] })
    .returning();
  if (!row) return null;
  // Counts the new row itself, so it runs after the insert and before anything is reserved.
  await enforceKycPeriodLimit(tx, row);
  const reserved = await reserveWithdrawal(tx, withdrawalMoney(row), row.attempt);
  await recordEvent(tx, scope.jobs, {
    type: 'withdrawal.requested',
    subjectId: row.userId,
    actorId,
    data: { withdrawalId: row.id, amount: row.amount, processingFee: row.processingFee, netAmount: row.netAmount, method: row.method, schedule: row.schedule },
  });
  return { row, available: reserved.available };
}
