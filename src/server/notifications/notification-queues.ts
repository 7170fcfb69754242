/** pg-boss queue of the grouping job (SPEC §4): one per new groupable notification, a second after it. */
export const GROUPING_QUEUE = 'notification-grouping';

/** Jobs taken per poll by the notifications consumer and the grouping queue, so a like storm keeps up. */
export const NOTIFICATION_JOB_BATCH = 25;

export interface GroupingJob {
  recipientId: string;
  groupKey: string;
}
