import type { QueueHandler } from '../jobs/job-queue';
import type { Services } from '../services';
import { groupNotifications } from './group-notifications';
import { GROUPING_QUEUE, NOTIFICATION_JOB_BATCH, type GroupingJob } from './notification-queues';

/** The notification queues besides the event consumer: grouping (SPEC §4), a second after each groupable one. */
export function notificationQueues(services: Services): QueueHandler[] {
  return [
    {
      name: GROUPING_QUEUE,
      batchSize: NOTIFICATION_JOB_BATCH,
      async handle(data) {
        await groupNotifications(services, data as GroupingJob);
      },
    },
  ];
}
