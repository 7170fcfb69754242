import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { models } from '../db/schema';
import type { ConsumedEvent } from '../events/event-consumers';
import { markTierReviewDue } from './mark-tier-review-due';

/**
 * The creator-tiers consumer: the creators whose inputs these events may have raised or lowered.
 * A tip in the test book counts for no tier, and a tip to the platform has no creator; a revised or
 * published model's owner is read from the model, the other kinds name theirs.
 */
export async function markTierReviewsForEvents(db: Db, events: ConsumedEvent<'creator-tiers'>[]): Promise<void> {
  const owners: string[] = [];
  const modelIds: string[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'tip.received':
      case 'tip.refunded':
        if (event.data.book === 'live' && event.subjectId !== 'platform') owners.push(event.subjectId);
        break;
      case 'model.published':
        // A model kept private from the start changes nothing the tiers count.
        if (event.data.visibility === 'public') modelIds.push(event.subjectId);
        break;
      case 'model.revised':
        // Public or made private: either way the count of public models may have moved.
        modelIds.push(event.subjectId);
        break;
      default:
        owners.push(event.data.ownerId);
    }
  }
  if (modelIds.length > 0) {
    const rows = await db.select({ userId: models.userId }).from(models).where(inArray(models.id, [...new Set(modelIds)]));
    owners.push(...rows.map((row) => row.userId));
  }
  await markTierReviewDue(db, owners);
}
