import type { QueueHandler } from '../jobs/job-queue';
import { renderMissingPreviewQueue } from '../models/rendered-preview/render-missing-preview-queue';
import { testCheckoutWebhookQueue } from '../payments/test-checkout-webhooks';
import { builtInPayoutQueue } from '../payouts/payout-built-in';
import type { Services } from '../services';
import { eventQueues } from './event-queues';

/** Every queue the job runner works: the domain events' consumers, then the domains' own jobs. */
export function jobQueues(services: Services): QueueHandler[] {
  return [...eventQueues(services), testCheckoutWebhookQueue(services), builtInPayoutQueue(services), renderMissingPreviewQueue(services)];
}
