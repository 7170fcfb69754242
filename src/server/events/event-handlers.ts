import { inArray } from 'drizzle-orm';
import { domainEvents, type DomainEventRow } from '../db/schema';
import type { QueueHandler } from '../jobs/job-queue';
import { notifyOfEvents } from '../notifications/create-notifications';
import { notificationQueues } from '../notifications/notification-jobs';
import { NOTIFICATION_JOB_BATCH } from '../notifications/notification-queues';
import { sendTipReceipts } from '../payments/send-tip-receipts';
import { emailDeliveryQueue } from '../mail/delivery/email-delivery-queue';
import { raiseAlertsForEvents } from '../alerts/alerts-from-events';
import type { Services } from '../services';
import type { EventJob } from './domain-event';
import { EVENT_CONSUMERS, eventQueueName, type EventConsumerName } from './event-consumers';

/** The live channel on which every node hears that its cached home feed is out of date. */
export const HOME_FEED_STALE = 'home-feed-stale';

/** A consumer takes the events of a batch of its jobs (one, for a queue without batches). */
type Handle = (events: DomainEventRow[]) => Promise<void>;

function handlers(services: Services): Record<EventConsumerName, Handle> {
  return {
    'home-feed-stale': () => services.notifier.publish(HOME_FEED_STALE),
    notifications: (events) => notifyOfEvents(services, events),
    'tip-receipts': (events) => sendTipReceipts(services, events),
    alerts: (events) => raiseAlertsForEvents(services.db, events),
  };
}

/** One queue per consumer; a job names its event, which is read from the outbox table. */
export function eventQueues(services: Services): QueueHandler[] {
  const handle = handlers(services);
  const consumers = (Object.keys(EVENT_CONSUMERS) as EventConsumerName[]).map((consumer) => {
    const handleBatch = async (data: unknown[]) => {
      const ids = data.map((job) => (job as EventJob).eventId);
      // Events are never deleted while their jobs wait; a missing one has nothing left to do.
      const events = await services.db.select().from(domainEvents).where(inArray(domainEvents.id, ids)).orderBy(domainEvents.createdAt, domainEvents.id);
      if (events.length > 0) await handle[consumer](events);
    };
    return {
      name: eventQueueName(consumer),
      // A notification per like: that queue takes a batch of events at once, to keep up with a storm.
      batchSize: consumer === 'notifications' ? NOTIFICATION_JOB_BATCH : 1,
      // A badge is to rise within a second of the event (issue 13): half a second's wait at most for the pickup.
      pollingIntervalSeconds: consumer === 'notifications' ? 0.5 : 1,
      handleBatch,
      handle: (data: unknown) => handleBatch([data]),
    };
  });
  return [...consumers, ...notificationQueues(services), emailDeliveryQueue(services)];
}
