import { randomUUID } from 'node:crypto';
import { asc, eq, like, sql } from 'drizzle-orm';
import { domainEvents, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';
import { transitionWithdrawal, type WithdrawalChange, type WithdrawalRow, type WithdrawalStatus } from '../payouts/withdrawal-lifecycle';
import { pendingWithdrawal, withdrawalRow } from './payout-harness';
import type { TestApp } from './test-app';

/** Test helpers for the withdrawal lifecycle (decision 058): not used by the server itself. */

/** One transition in its own transaction, as a site runs it. */
export function applyChange(t: TestApp, withdrawalId: string, change: WithdrawalChange): Promise<WithdrawalRow> {
  return t.services.db.transaction((tx) => transitionWithdrawal({ tx, jobs: t.services.jobs }, withdrawalId, change));
}

const adminId = 'admin-of-the-lifecycle-tests';

/**
 * A withdrawal brought to `status` through the lifecycle itself, from a pending one with its
 * reservation. Processing ones are paid by hand (so 'mark-paid' may leave them), as an admin approved.
 */
export async function withdrawalIn(t: TestApp, creatorId: string, status: WithdrawalStatus, amount = 10_000): Promise<WithdrawalRow> {
  const { id } = await pendingWithdrawal(t, creatorId, amount);
  if (status === 'rejected') await applyChange(t, id, { transition: 'reject', by: adminId, reason: 'Made to be rejected' });
  if (status === 'processing' || status === 'completed' || status === 'failed') await applyChange(t, id, { transition: 'approve', by: adminId, payoutMode: 'by-hand' });
  if (status === 'completed') await applyChange(t, id, { transition: 'complete', payoutId: `pout_${randomUUID()}` });
  if (status === 'failed') await applyChange(t, id, { transition: 'fail', payoutId: `pout_${randomUUID()}`, reason: 'Made to fail' });
  return withdrawalRow(t, id);
}

export interface Posting {
  kind: string;
  key: string;
  /** 'kind:owner' of each account and what it moved, in entry order. */
  entries: { account: string; amount: number }[];
}

/** Every ledger posting named by the withdrawal (decision 035's keys), oldest first. */
export async function postingsOf(t: TestApp, withdrawalId: string): Promise<Posting[]> {
  const rows = await t.services.db
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind, key: ledgerTransactions.idempotencyKey, account: sql<string>`${ledgerAccounts.kind} || ':' || ${ledgerAccounts.ownerId}`, amount: ledgerEntries.amount })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(like(ledgerTransactions.idempotencyKey, `withdrawal-%:${withdrawalId}%`))
    .orderBy(asc(ledgerTransactions.id), asc(ledgerEntries.id));
  const postings = new Map<number, Posting>();
  for (const row of rows) {
    const posting = postings.get(row.id) ?? { kind: row.kind, key: row.key, entries: [] };
    posting.entries.push({ account: row.account, amount: row.amount });
    postings.set(row.id, posting);
  }
  return [...postings.values()];
}

/** The events recorded about the withdrawal, oldest first. */
export async function eventsOf(t: TestApp, withdrawalId: string) {
  return t.services.db
    .select({ type: domainEvents.type, subjectId: domainEvents.subjectId, actorId: domainEvents.actorId, data: domainEvents.data })
    .from(domainEvents)
    .where(sql`${domainEvents.data}->>'withdrawalId' = ${withdrawalId}`)
    .orderBy(asc(domainEvents.id));
}

/** Everything a transition may write about a withdrawal: its row, its postings and its events. */
export async function traceOf(t: TestApp, withdrawalId: string) {
  return { row: await withdrawalRow(t, withdrawalId), postings: await postingsOf(t, withdrawalId), events: await eventsOf(t, withdrawalId) };
}
