import type { EVENT_CONSUMERS } from '../composition/event-catalogue';
import type { DomainEventType, RecordedEvent } from './domain-event';
import { installedEventCatalogue } from './event-catalogue';

/** A domain's consumers and the kinds each takes (`<domain>/event-consumers.ts`). */
export type EventConsumers = Record<string, readonly DomainEventType[]>;

/**
 * Which consumers each kind of event goes to (decision 025). Each consumer is a pg-boss queue
 * (`event-<name>`): a job per event, sent in the event's own transaction, run once on one node,
 * retried with backoff. A consumer's list is also what it declares it takes: its handler is
 * given those kinds' events with their data typed and checked (decision 059). The lists are the
 * domains' own, joined by the composition root (composition/event-catalogue.ts).
 */
export type EventConsumerName = keyof typeof EVENT_CONSUMERS;

/** The kinds of event a consumer takes. */
export type ConsumedType<C extends EventConsumerName> = (typeof EVENT_CONSUMERS)[C][number];

/** What a consumer is given: its kinds' events, each with its data checked and typed. */
export type ConsumedEvent<C extends EventConsumerName> = RecordedEvent<ConsumedType<C>>;

export function eventQueueName(consumer: EventConsumerName): string {
  return `event-${consumer}`;
}

export function consumersOf(type: DomainEventType): EventConsumerName[] {
  const { consumers } = installedEventCatalogue();
  return (Object.keys(consumers) as EventConsumerName[]).filter((name) => consumers[name]!.includes(type));
}
