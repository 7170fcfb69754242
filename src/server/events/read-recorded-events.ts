import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DomainEventRow } from '../db/schema';
import type { DomainEventType, RecordedEvent } from './domain-event';
import { installedEventCatalogue } from './event-catalogue';

/**
 * Rows of the outbox read back as typed events of the kinds a consumer takes (decision 059). A row
 * that is not one of them, or whose data its kind's schema refuses (written before the schema, or
 * by hand), is logged as an error with what is wrong and left out: never dropped silently, and
 * never retried, since reading it again would fail the same way.
 */
export function readRecordedEvents<T extends DomainEventType>(log: Pick<FastifyBaseLogger, 'error'>, rows: DomainEventRow[], takes: readonly T[]): RecordedEvent<T>[] {
  const events: RecordedEvent<T>[] = [];
  for (const row of rows) {
    const type = row.type as T;
    if (!takes.includes(type)) {
      log.error({ eventId: row.id, type: row.type, takes }, 'a domain event reached a consumer that does not take its kind; skipped');
      continue;
    }
    const checked = installedEventCatalogue().schemas[type]!.safeParse(row.data);
    if (!checked.success) {
      log.error({ eventId: row.id, type: row.type, problems: z.prettifyError(checked.error) }, 'a domain event does not carry what its kind carries; skipped');
      continue;
    }
    events.push({ ...row, type, data: checked.data } as RecordedEvent<T>);
  }
  return events;
}
