import { count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { collectionModels, collections } from '../../db/schema';

/**
 * Sets a collection's model_count to the number of its rows, and marks it changed, in the caller's
 * transaction and under its lock on the collection row. A recount rather than ±1: it is exact by
 * construction, and it also mends the count after a deleted model's rows went by cascade.
 */
export async function recountModels(tx: Tx, collectionId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(collectionModels).where(eq(collectionModels.collectionId, collectionId));
  const modelCount = row?.n ?? 0;
  await tx.update(collections).set({ modelCount, updatedAt: sql`now()` }).where(eq(collections.id, collectionId));
  return modelCount;
}
