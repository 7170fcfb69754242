import type { QueueHandler } from '../jobs/job-queue';
import type { Services } from '../services';
import { groupNotifications } from './group-notifications';
import { GROUPING_QUEUE, NOTIFICATION_JOB_BATCH, NOTIFICATION_JOB_CONCURRENCY, type GroupingJob } from './notification-queues';

/** The notification queues besides the event consumer: grouping (SPEC §4), a second after each groupable one. */
export function notificationQueues(services: Services): QueueHandler[] {
  return [
    {
      name: GROUPING_QUEUE,
      batchSize: NOTIFICATION_JOB_BATCH,
      concurrency: NOTIFICATION_JOB_CONCURRENCY,
      // A storm on one model sends a job per like; one run gathers every loose one already written.
      sameWorkKey: (data) => JSON.stringify([(data as GroupingJob).recipientId, (data as GroupingJob).groupKey]),
      async handle(data) {
        await groupNotifications(services, data as GroupingJob);
      },
    },
  ];
}
