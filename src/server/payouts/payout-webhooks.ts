import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { payoutDestinations, payoutWebhookEvents, withdrawalRequests } from '../db/schema';
import { payVerificationPayout } from '../money';
import type { Services } from '../services';
import { lockWithdrawal, refusalOf, transitionWithdrawal, type WithdrawalChange } from './withdrawal-lifecycle';

type Entity = Record<string, unknown>;
export interface PayoutWebhookBody {
  event?: unknown;
  payload?: Record<string, { entity?: Entity } | undefined>;
}

type Deps = Pick<Services, 'db' | 'jobs' | 'log'>;
/** 'rejected' is RazorpayX refusing a payout it had accepted (a closed account, a compliance check): a failure like 'failed'. */
const PAYOUT_EVENTS = ['payout.processed', 'payout.failed', 'payout.rejected', 'payout.reversed'] as const;
type PayoutEvent = (typeof PAYOUT_EVENTS)[number];

function reasonOf(payout: Entity, fallback: string): string {
  const details = (payout.status_details ?? {}) as Entity;
  const text = (typeof payout.failure_reason === 'string' && payout.failure_reason) || (typeof details.description === 'string' && details.description) || fallback;
  return text.slice(0, 500);
}

/** The lifecycle transition each payout event asks for, and the outcome kept when it is made. */
function changeFor(event: PayoutEvent, payout: Entity, payoutId: string): { change: WithdrawalChange; outcome: string } {
  if (event === 'payout.processed') return { change: { transition: 'complete', payoutId }, outcome: 'completed' };
  if (event === 'payout.failed' || event === 'payout.rejected') return { change: { transition: 'fail', payoutId, reason: reasonOf(payout, 'The payout failed') }, outcome: 'failed' };
  // Reversed: the money went out and came back.
  const reason = `Reversed by the bank: ${reasonOf(payout, 'the payout came back')}`.slice(0, 500);
  return { change: { transition: 'reverse', payoutId, reason }, outcome: 'reversed' };
}

/**
 * One payout event on a withdrawal, under the withdrawal's row lock, so two deliveries of anything
 * never interleave. The lifecycle moves the status only forward (processing → completed →
 * reversed-as-failed, processing → failed) and each ledger posting is keyed by the withdrawal, so a
 * replay, a late 'processed' after 'reversed', or a 'failed' for an earlier attempt changes nothing.
 */
async function onWithdrawal(tx: Tx, deps: Deps, event: PayoutEvent, payout: Entity, notes: Entity): Promise<string> {
  const payoutId = String(payout.id ?? '');
  const byId = typeof notes.withdrawalId === 'string' ? eq(withdrawalRequests.id, notes.withdrawalId) : eq(withdrawalRequests.payoutId, payoutId);
  const row = await lockWithdrawal(tx, byId);
  if (!row) return 'not-ours';
  // A payout of another attempt (one that failed before this retry) never moves this one.
  const attempt = Number(notes.attempt);
  if (row.payoutId ? row.payoutId !== payoutId : Number.isInteger(attempt) && attempt !== row.attempt) return 'stale';
  const { change, outcome } = changeFor(event, payout, payoutId);
  // Not allowed from where it is (a replay, or news it has moved past): answered, nothing written.
  if (refusalOf(row, change.transition)) return `already-${row.status}`;
  await transitionWithdrawal({ tx, jobs: deps.jobs }, row.id, change);
  return outcome;
}

/** A ₹1 verification payout: the destination's status, and the platform's expense once it is paid. */
async function onVerification(tx: Tx, deps: Deps, event: PayoutEvent, payout: Entity, notes: Entity): Promise<string> {
  const payoutId = String(payout.id ?? '');
  const [row] = await tx.select().from(payoutDestinations).where(eq(payoutDestinations.id, String(notes.destinationId ?? ''))).for('update');
  if (!row) return 'not-ours';
  if (row.microPayoutId && row.microPayoutId !== payoutId) return 'stale';
  if (event === 'payout.processed') {
    if (row.microPayoutStatus !== 'processing') return `already-${row.microPayoutStatus}`;
    await payVerificationPayout(tx, { payoutId, userId: row.userId, destinationId: row.id, amount: Number(payout.amount) });
    await tx.update(payoutDestinations).set({ microPayoutStatus: 'completed', microPayoutId: payoutId }).where(eq(payoutDestinations.id, row.id));
    return 'verification-completed';
  }
  if (row.microPayoutStatus === 'failed') return 'already-failed';
  // The ₹1 posted for a reversed one stays the platform's expense: the amount is too small to be
  // worth a posting kind of its own, and the log says so.
  if (event === 'payout.reversed' && row.microPayoutStatus === 'completed') deps.log.warn({ payoutId, destinationId: row.id }, 'a ₹1 verification payout was reversed after it was paid');
  await tx.update(payoutDestinations).set({ microPayoutStatus: 'failed', microPayoutId: payoutId }).where(eq(payoutDestinations.id, row.id));
  return 'verification-failed';
}

/**
 * One verified payout event (RazorpayX's webhook, or the built-in payouts' job). Correctness rests on
 * the row locks and the ledger's keys; the event id is kept afterwards so a replay is answered
 * without work, and an event handled but not remembered (a crash) is simply handled again.
 */
export async function handlePayoutEvent(deps: Deps, eventId: string, body: PayoutWebhookBody): Promise<string> {
  const { db } = deps;
  const [seen] = await db.select({ outcome: payoutWebhookEvents.outcome }).from(payoutWebhookEvents).where(eq(payoutWebhookEvents.eventId, eventId));
  if (seen) return 'duplicate';
  const event = String(body.event ?? '');
  const payout = body.payload?.payout?.entity;
  let outcome = 'ignored';
  if (payout && (PAYOUT_EVENTS as readonly string[]).includes(event)) {
    const notes = (payout.notes ?? {}) as Entity;
    outcome = await db.transaction((tx) =>
      notes.kind === 'verification' ? onVerification(tx, deps, event as PayoutEvent, payout, notes) : onWithdrawal(tx, deps, event as PayoutEvent, payout, notes),
    );
  }
  await db.insert(payoutWebhookEvents).values({ eventId, event: event.slice(0, 100), outcome }).onConflictDoNothing();
  return outcome;
}
