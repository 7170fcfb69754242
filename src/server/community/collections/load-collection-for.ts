import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { COLLECTION_NOT_FOUND } from '../../../shared/contracts/community/collections';
import type { Db, Tx } from '../../db/database';
import { collections } from '../../db/schema';
import { isIdShaped } from '../../db/safe-id';
import { authorize, type Viewer } from '../../policies';

export type CollectionKeys = Pick<typeof collections.$inferSelect, 'id' | 'userId' | 'name' | 'visibility' | 'storefrontType'>;

/**
 * The one way to load a collection for an action, or the rule's error (SPEC §5's 'Collection or
 * model not found' for an unknown id, a private one, or one that is not yours to change). `lock`
 * takes the row for update, which also serialises every change to one collection's models, so its
 * count and positions are computed from rows nobody else is changing.
 */
export async function loadCollectionFor(
  db: Db | Tx,
  viewer: Viewer,
  collectionId: string,
  action: 'collection.view' | 'collection.edit' | 'collection.delete',
  options: { lock?: boolean } = {},
): Promise<CollectionKeys> {
  if (!isIdShaped(collectionId)) throw new AppError('not-found', COLLECTION_NOT_FOUND);
  const query = db
    .select({ id: collections.id, userId: collections.userId, name: collections.name, visibility: collections.visibility, storefrontType: collections.storefrontType })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  authorize(viewer, action, row);
  return row;
}
