/** pg-boss queue of the grouping job (SPEC §4): one per new groupable notification, a second after it. */
export const GROUPING_QUEUE = 'notification-grouping';

/** Jobs taken per poll by the notifications consumer and the grouping queue, so a like storm keeps up. */
export const NOTIFICATION_JOB_BATCH = 50;
/**
 * Jobs of a batch written at once: each waits on the database most of its time. Well under the
 * pool's ten connections, so requests still find one free during a storm.
 */
export const NOTIFICATION_JOB_CONCURRENCY = 4;

export interface GroupingJob {
  recipientId: string;
  groupKey: string;
}
