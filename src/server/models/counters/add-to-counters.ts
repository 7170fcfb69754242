import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { modelCounterShards } from '../../db/schema';

/** How many rows a model's pending counts are spread over: enough that 200 viewers at once rarely meet. */
export const COUNTER_SHARDS = 16;

export type CounterName = 'views' | 'downloads' | 'shares' | 'likes';

/**
 * Adds `by` (1, or -1 for an unlike) to a model's counter in a shard row picked at random
 * (decision 027), in the caller's transaction, beside the row that justifies the count. Takes no
 * lock on the models or users row beyond the foreign key's share lock, which neither the roll-up
 * nor an edit waits on.
 */
export async function addToCounter(tx: Tx, modelId: string, counter: CounterName, by: 1 | -1 = 1): Promise<void> {
  const shard = Math.floor(Math.random() * COUNTER_SHARDS);
  const column = modelCounterShards[counter];
  const stamp =
    counter === 'views' ? { lastViewedAt: sql`now()` } : counter === 'shares' ? { lastSharedAt: sql`now()` } : {};
  await tx
    .insert(modelCounterShards)
    .values({ modelId, shard, [counter]: by, ...stamp })
    .onConflictDoUpdate({
      target: [modelCounterShards.modelId, modelCounterShards.shard],
      set: { [counter]: sql`${column} + ${by}`, ...stamp },
    });
}
