import type { Tx } from '../db/database';
import type { QueueHandler } from '../jobs/job-queue';
import type { Services } from '../services';
import { handleWebhookEvent, type WebhookBody } from './handle-webhook-event';
import { razorpayId } from './razorpay-ids';

export const TEST_CHECKOUT_WEBHOOKS_QUEUE = 'test-checkout-webhooks';

interface WebhookJob {
  eventId: string;
  body: WebhookBody;
}

/**
 * The built-in checkout's "provider" tells the site what happened as Razorpay would: its events
 * go through the same webhook handler a little after the payment, so a tip is posted even when
 * the payer's browser closes before it verifies. The job exists only if the payment commits.
 */
export async function sendTestCheckoutWebhooks(tx: Tx, jobs: Services['jobs'], events: { event: string; payload: Record<string, unknown> }[]): Promise<void> {
  for (const { event, payload } of events) {
    const body: WebhookBody = { event, payload: Object.fromEntries(Object.entries(payload).map(([name, entity]) => [name, { entity: entity as Record<string, unknown> }])) };
    const job: WebhookJob = { eventId: razorpayId('evt'), body };
    await jobs.sendInTransaction(tx, TEST_CHECKOUT_WEBHOOKS_QUEUE, job, { startAfterSeconds: 2 });
  }
}

export function testCheckoutWebhookQueue(services: Services): QueueHandler {
  return {
    name: TEST_CHECKOUT_WEBHOOKS_QUEUE,
    handle: async (data) => {
      const { eventId, body } = data as WebhookJob;
      await handleWebhookEvent(services, 'test', eventId, body);
    },
  };
}
