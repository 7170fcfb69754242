import type { QueueHandler } from '../../jobs/job-queue';
import type { Services } from '../../services';
import { deliverEmail } from './deliver-email';
import { EMAIL_DELIVERY_QUEUE } from './delivery-rules';

/**
 * The e-mail delivery queue: one job per attempt, taken by one node (pg-boss), on the background
 * connections. A failed send is not a failed job: deliverEmail queues the next attempt itself,
 * after its backoff; only a database error fails the job, and pg-boss tries it again.
 */
export function emailDeliveryQueue(services: Services): QueueHandler {
  const deps = { db: services.db, jobs: services.jobs, transport: services.mailer.transport, log: services.log.child({ module: 'mail' }) };
  return {
    name: EMAIL_DELIVERY_QUEUE,
    batchSize: 10,
    concurrency: 5,
    handle: async (data) => void (await deliverEmail(deps, String((data as { id?: unknown }).id ?? ''))),
  };
}
