import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { downloads } from '../../db/schema';
import { addToCounter } from './add-to-counters';
import { recordEvent } from '../../events/record-event';
import type { JobQueue } from '../../jobs/job-queue';
import { countOnce } from './count-once';
import type { Visitor } from '../media/identify-visitor';

export interface DownloadEvent {
  modelId: string;
  /** The model's creator, whose activity feed shows the download. */
  ownerId: string;
  visitor: Visitor;
  /** COUNTS_PER_IP_PER_DAY. */
  ceiling: number;
}

/**
 * Counts a download once per visitor, model and UTC day: the unique index on (model, visitor, day)
 * decides, so two requests at once cannot both count, and visitors who are not signed in share
 * their IP's ceiling (decision 020). The model's counter moves in the same transaction as the
 * row (a shard of it, decision 027; the owner's total follows at the roll-up), with a
 * 'model.downloaded' event for the creator's activity feed. Answers whether this download was counted.
 */
export async function recordDownload(db: Db, jobs: JobQueue, event: DownloadEvent): Promise<boolean> {
  const counted = await countOnce(db, {
    kind: 'download',
    modelId: event.modelId,
    visitor: event.visitor,
    ceiling: event.ceiling,
    mark: async (tx) => {
      const inserted = await tx
        .insert(downloads)
        .values({
          modelId: event.modelId,
          userId: event.visitor.userId,
          visitorKey: event.visitor.key,
          day: sql`(now() at time zone 'UTC')::date`,
        })
        .onConflictDoNothing({ target: [downloads.modelId, downloads.visitorKey, downloads.day] })
        .returning({ id: downloads.id });
      return inserted.length > 0;
    },
    count: async (tx) => {
      await addToCounter(tx, event.modelId, 'downloads');
      await recordEvent(tx, jobs, { type: 'model.downloaded', subjectId: event.modelId, actorId: event.visitor.userId, data: { ownerId: event.ownerId } });
      return true;
    },
  });
  return counted ?? false;
}
