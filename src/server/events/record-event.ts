import { domainEvents } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { DomainEvent, EventJob } from './domain-event';
import { consumersOf, eventQueueName } from './event-consumers';
import type { Tx } from '../db/database';

/**
 * Records what happened, and a job for each of its consumers, in the caller's transaction: if the
 * change rolls back, so do the event and its jobs, and no consumer ever sees it.
 */
export async function recordEvent(tx: Tx, jobs: JobQueue, event: DomainEvent): Promise<number> {
  const [row] = await tx
    .insert(domainEvents)
    .values({ type: event.type, subjectId: event.subjectId, actorId: event.actorId, data: event.data ?? {} })
    .returning({ id: domainEvents.id });
  const data: EventJob = { eventId: row!.id };
  for (const consumer of consumersOf(event.type)) await jobs.sendInTransaction(tx, eventQueueName(consumer), data);
  return row!.id;
}
