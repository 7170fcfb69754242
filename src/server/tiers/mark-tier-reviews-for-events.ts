import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { models } from '../db/schema';
import type { ConsumedEvent } from '../events/event-consumers';
import { markTierReviewDue } from './mark-tier-review-due';

/**
 * The creator-tiers consumer: the creators whose inputs these events may have raised. A tip in the
 * test book earns no tier, and a tip to the platform has no creator; a model's owner is read from
 * the model for the kinds whose data does not name it.
 */
export async function markTierReviewsForEvents(db: Db, events: ConsumedEvent<'creator-tiers'>[]): Promise<void> {
  const owners: string[] = [];
  const modelIds: string[] = [];
  for (const event of events) {
    if (event.type === 'tip.received') {
      if (event.data.book === 'live' && event.subjectId !== 'platform') owners.push(event.subjectId);
    } else if (event.type === 'model.restored' || event.type === 'model.featured') owners.push(event.data.ownerId);
    else if (event.data.visibility === 'public') modelIds.push(event.subjectId);
  }
  if (modelIds.length > 0) {
    const rows = await db.select({ userId: models.userId }).from(models).where(inArray(models.id, [...new Set(modelIds)]));
    owners.push(...rows.map((row) => row.userId));
  }
  await markTierReviewDue(db, owners);
}
