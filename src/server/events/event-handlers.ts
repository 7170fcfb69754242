import { eq } from 'drizzle-orm';
import { domainEvents, type DomainEventRow } from '../db/schema';
import type { QueueHandler } from '../jobs/job-queue';
import { notifyOfEvent } from '../notifications/create-notifications';
import { notificationQueues } from '../notifications/notification-jobs';
import { NOTIFICATION_JOB_BATCH, NOTIFICATION_JOB_CONCURRENCY } from '../notifications/notification-queues';
import type { Services } from '../services';
import type { EventJob } from './domain-event';
import { EVENT_CONSUMERS, eventQueueName, type EventConsumerName } from './event-consumers';

/** The live channel on which every node hears that its cached home feed is out of date. */
export const HOME_FEED_STALE = 'home-feed-stale';

type Handle = (event: DomainEventRow) => Promise<void>;

function handlers(services: Services): Record<EventConsumerName, Handle> {
  return {
    'home-feed-stale': () => services.notifier.publish(HOME_FEED_STALE),
    notifications: (event) => notifyOfEvent(services, event),
  };
}

/** One queue per consumer; a job names its event, which is read from the outbox table. */
export function eventQueues(services: Services): QueueHandler[] {
  const handle = handlers(services);
  const consumers = (Object.keys(EVENT_CONSUMERS) as EventConsumerName[]).map((consumer) => ({
    name: eventQueueName(consumer),
    // A notification per like: that queue takes several jobs a poll, and writes a few at once, to keep up with a storm.
    batchSize: consumer === 'notifications' ? NOTIFICATION_JOB_BATCH : 1,
    concurrency: consumer === 'notifications' ? NOTIFICATION_JOB_CONCURRENCY : 1,
    async handle(data: unknown) {
      const { eventId } = data as EventJob;
      const [event] = await services.db.select().from(domainEvents).where(eq(domainEvents.id, eventId)).limit(1);
      // Events are never deleted while their jobs wait; a missing one has nothing left to do.
      if (event) await handle[consumer](event);
    },
  }));
  return [...consumers, ...notificationQueues(services)];
}
