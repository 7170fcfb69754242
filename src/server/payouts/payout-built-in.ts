import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { payoutDestinations, withdrawalRequests } from '../db/schema';
import type { JobQueue, QueueHandler } from '../jobs/job-queue';
import { takesRealMoney } from '../money';
import type { Services } from '../services';
import type { PayoutGateway, ProviderPayout } from './payout-gateway';
import { handlePayoutEvent, type PayoutWebhookBody } from './payout-webhooks';

export const BUILT_IN_PAYOUTS_QUEUE = 'built-in-payout-webhooks';
/** As long as a real UPI payout takes to be confirmed, near enough for a person to watch it happen. */
const COMPLETES_AFTER_SECONDS = 2;

interface BuiltInPayoutJob {
  eventId: string;
  body: PayoutWebhookBody;
}

/** The same idempotency key always names the same payout and the same "processed" event, on every node. */
const idFor = (secret: string, label: string, key: string) => createHmac('sha256', secret).update(`${label}:${key}`).digest('base64url').replace(/[-_]/g, '').slice(0, 14);

/**
 * The built-in test payouts (no RazorpayX keys, not production): no money moves. A payout is
 * answered at once as processing, and a job "processed" event goes through the same webhook handler
 * RazorpayX's would, a couple of seconds later, so the whole path (status, ledger, notification) is
 * the one a real site runs. Its ids come from the idempotency key, so asking twice is one payout
 * and one event (the handler keeps event ids). Built-in payouts always succeed.
 */
export function createBuiltInPayoutGateway(db: Db, jobs: JobQueue, secret: string): PayoutGateway {
  return {
    mode: 'built-in',
    async createPayout(request) {
      const id = `pout_${idFor(secret, 'payout', request.idempotencyKey)}`;
      const payout = { id, entity: 'payout', amount: request.amountPaise, currency: 'INR', status: 'processed', utr: `BUILTIN${id.slice(5, 17).toUpperCase()}`, notes: { ...request.notes }, reference_id: request.referenceId };
      const job: BuiltInPayoutJob = { eventId: `evt_${idFor(secret, 'event', request.idempotencyKey)}`, body: { event: 'payout.processed', payload: { payout: { entity: payout } } } };
      await db.transaction((tx) => jobs.sendInTransaction(tx, BUILT_IN_PAYOUTS_QUEUE, job, { startAfterSeconds: COMPLETES_AFTER_SECONDS }));
      return { id, status: 'processing', amountPaise: request.amountPaise, utr: null, failureReason: null };
    },
    async fetchPayout(payoutId): Promise<ProviderPayout> {
      // Nothing is kept apart from our own rows: a built-in payout is as done as the row it paid.
      const [withdrawal] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.payoutId, payoutId));
      if (withdrawal) return { id: payoutId, status: withdrawal.status === 'completed' ? 'processed' : 'processing', amountPaise: withdrawal.netAmount, utr: null, failureReason: null };
      const [destination] = await db.select().from(payoutDestinations).where(eq(payoutDestinations.microPayoutId, payoutId));
      if (destination) return { id: payoutId, status: destination.microPayoutStatus === 'completed' ? 'processed' : 'processing', amountPaise: 100, utr: null, failureReason: null };
      throw new Error(`no built-in payout ${payoutId}`);
    },
    validateVpa: async () => ({ valid: true, checked: 'format', holderName: null }),
  };
}

/** A production site without RazorpayX: nothing is paid by the site; admins pay and mark each one. */
export function createByHandPayoutGateway(): PayoutGateway {
  const refuse = async (): Promise<never> => {
    throw new Error('payouts are made by hand on this site (no RazorpayX keys)');
  };
  return { mode: 'by-hand', createPayout: refuse, fetchPayout: refuse, validateVpa: async () => ({ valid: true, checked: 'format', holderName: null }) };
}

/**
 * Why a built-in payout may not complete here, or null (issue 27 item 8): no money moved, so it may
 * only ever complete where the live book holds none (no live keys, or live keys at the tests'
 * stand-in) and where built-in payouts are still this site's way of paying (a job queued before a
 * restart with RazorpayX keys or in production must not mark anything paid).
 */
export function builtInPayoutRefusal(services: Pick<Services, 'config' | 'payouts'>): string | null {
  if (takesRealMoney(services.config.payments)) return 'Built-in test payouts move no money, and this site takes real money: pay it through RazorpayX or by hand';
  if (services.payouts.mode !== 'built-in') return `Built-in test payouts move no money, and this site pays ${services.payouts.mode === 'by-hand' ? 'by hand' : 'through RazorpayX'}: retry it`;
  return null;
}

export function builtInPayoutQueue(services: Services): QueueHandler {
  return {
    name: BUILT_IN_PAYOUTS_QUEUE,
    handle: async (data) => {
      const { eventId, body } = data as BuiltInPayoutJob;
      const refusal = builtInPayoutRefusal(services);
      if (!refusal) {
        await handlePayoutEvent(services, eventId, body);
        return;
      }
      // The one place a built-in payout completes: here it fails instead, and its money goes back.
      services.log.error({ eventId }, refusal);
      const payout = { ...body.payload?.payout?.entity, status: 'failed', failure_reason: refusal };
      await handlePayoutEvent(services, eventId, { event: 'payout.failed', payload: { payout: { entity: payout } } });
    },
  };
}
