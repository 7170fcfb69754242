import { z } from 'zod';
import { domainEvents } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { DomainEvent, EventJob } from './domain-event';
import { installedEventCatalogue } from './event-catalogue';
import { consumersOf, eventQueueName } from './event-consumers';
import type { Tx } from '../db/database';

/**
 * Records what happened, and a job for each of its consumers, in the caller's transaction: if the
 * change rolls back, so do the event and its jobs, and no consumer ever sees it. Data that is not
 * what its kind carries is the producer's mistake (decision 059): it throws, and so the whole
 * change rolls back rather than commit an event its consumers would have to drop.
 */
export async function recordEvent(tx: Tx, jobs: JobQueue, event: DomainEvent): Promise<number> {
  const { schemas } = installedEventCatalogue();
  const schema = Object.hasOwn(schemas, event.type) ? schemas[event.type] : undefined;
  if (!schema) throw new Error(`recordEvent: '${String(event.type)}' is not a kind of domain event (src/server/composition/event-catalogue.ts)`);
  const checked = schema.safeParse(event.data);
  if (!checked.success) throw new Error(`recordEvent: the data of a '${event.type}' event is not what that kind carries:\n${z.prettifyError(checked.error)}`);
  const [row] = await tx
    .insert(domainEvents)
    // Stored as sent: the schema checks it, and keeps no field a producer adds beside it from the row.
    .values({ type: event.type, subjectId: event.subjectId, actorId: event.actorId, data: event.data as Record<string, unknown> })
    .returning({ id: domainEvents.id });
  const data: EventJob = { eventId: row!.id };
  for (const consumer of consumersOf(event.type)) await jobs.sendInTransaction(tx, eventQueueName(consumer), data);
  return row!.id;
}
