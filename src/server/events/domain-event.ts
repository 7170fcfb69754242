import type { z } from 'zod';
import type { DomainEventRow } from '../db/schema';
import type { EVENT_SCHEMAS } from '../composition/event-catalogue';

/** What the app records as having happened (decision 025); each kind's data in its domain's events.ts (decisions 059, 070). */
export type DomainEventType = keyof typeof EVENT_SCHEMAS;

/** The data a producer gives for an event of this kind. */
export type EventDataInput<T extends DomainEventType> = z.input<(typeof EVENT_SCHEMAS)[T]>;

/** The data a consumer reads, checked against its kind's schema. */
export type EventData<T extends DomainEventType> = z.output<(typeof EVENT_SCHEMAS)[T]>;

/** An event to record: its data must be what its kind carries (one member per kind, so `type` picks the data). */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: {
    type: K;
    /** The thing it happened to: a model's id, or a user's for user events. */
    subjectId: string;
    /** Who did it; null for the system. */
    actorId: string | null;
    data: EventDataInput<K>;
  };
}[T];

/** A recorded event read back and checked: a switch on `type` gives its data's fields. */
export type RecordedEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: Omit<DomainEventRow, 'type' | 'data'> & { type: K; data: EventData<K> };
}[T];

/** What a consumer job carries: the event's row id; the consumer reads the row. */
export interface EventJob {
  eventId: number;
}
