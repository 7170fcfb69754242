import type { QueueHandler } from '../jobs/job-queue';
import { renderMissingPreviewQueue } from '../models';
import { testCheckoutWebhookQueue } from '../payments';
import { builtInPayoutQueue } from '../payouts';
import type { Services } from '../services';
import { eventQueues } from './event-queues';

/** Every queue the job runner works: the domain events' consumers, then the domains' own jobs. */
export function jobQueues(services: Services): QueueHandler[] {
  return [...eventQueues(services), testCheckoutWebhookQueue(services), builtInPayoutQueue(services), renderMissingPreviewQueue(services)];
}
