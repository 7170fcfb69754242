import { inArray } from 'drizzle-orm';
import { HOME_FEED_STALE } from '../discovery';
import { domainEvents } from '../db/schema';
import type { QueueHandler } from '../jobs/job-queue';
import { notifyOfEvents, notificationQueues, NOTIFICATION_JOB_BATCH } from '../notifications';
import { sendTipReceipts } from '../payments';
import { emailDeliveryQueue } from '../mail/delivery/email-delivery-queue';
import { raiseAlertsForEvents } from '../alerts';
import { markTierReviewsForEvents } from '../tiers';
import { holdReferralsSharingDestination } from '../referrals';
import type { Services } from '../services';
import type { EventJob } from '../events/domain-event';
import { eventQueueName, type ConsumedEvent, type ConsumedType, type EventConsumerName } from '../events/event-consumers';
import { EVENT_CONSUMERS } from './event-catalogue';
import { readRecordedEvents } from '../events/read-recorded-events';

/** Each consumer takes the events of a batch of its jobs (one, for a queue without batches), typed by the kinds it declares. */
type Handlers = { [C in EventConsumerName]: (events: ConsumedEvent<C>[]) => Promise<void> };

function handlers(services: Services): Handlers {
  return {
    'home-feed-stale': () => services.notifier.publish(HOME_FEED_STALE),
    notifications: (events) => notifyOfEvents(services, events),
    'tip-receipts': (events) => sendTipReceipts(services, events),
    alerts: (events) => raiseAlertsForEvents(services.db, events),
    'creator-tiers': (events) => markTierReviewsForEvents(services.db, events),
    'referral-payout-destinations': async (events) => void (await holdReferralsSharingDestination(services.db, events.map((event) => event.subjectId))),
  };
}

/** One consumer's queue; a job names its event, which is read from the outbox table and checked against its kind's schema. */
function consumerQueue<C extends EventConsumerName>(services: Services, consumer: C, handle: Handlers): QueueHandler {
  const handleBatch = async (data: unknown[]) => {
    const ids = data.map((job) => (job as EventJob).eventId);
    // Events are never deleted while their jobs wait; a missing one has nothing left to do.
    const rows = await services.db.select().from(domainEvents).where(inArray(domainEvents.id, ids)).orderBy(domainEvents.createdAt, domainEvents.id);
    const events = readRecordedEvents<ConsumedType<C>>(services.log, rows, EVENT_CONSUMERS[consumer]);
    if (events.length > 0) await handle[consumer](events);
  };
  return {
    name: eventQueueName(consumer),
    // A notification per like: that queue takes a batch of events at once, to keep up with a storm.
    batchSize: consumer === 'notifications' || consumer === 'creator-tiers' ? NOTIFICATION_JOB_BATCH : 1,
    // A badge is to rise within a second of the event (issue 13): half a second's wait at most for the pickup.
    pollingIntervalSeconds: consumer === 'notifications' ? 0.5 : 1,
    handleBatch,
    handle: (data: unknown) => handleBatch([data]),
  };
}

/** One queue per consumer. */
export function eventQueues(services: Services): QueueHandler[] {
  const handle = handlers(services);
  const consumers = (Object.keys(EVENT_CONSUMERS) as EventConsumerName[]).map((consumer) => consumerQueue(services, consumer, handle));
  return [...consumers, ...notificationQueues(services), emailDeliveryQueue(services)];
}
