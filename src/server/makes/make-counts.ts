import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { Tx } from '../db/database';
import { models } from '../db/schema';
import { MODEL_NOT_FOUND } from '../policies';

/**
 * A make's add or delete first takes its model row (no key update, as comments do: models before
 * makes is the lock order), so the count moves by exactly what changed and a model deleted
 * meanwhile is 'Model not found'.
 */
export async function lockModelForMakes(tx: Tx, modelId: string) {
  const [row] = await tx
    .select({ id: models.id, userId: models.userId, title: models.title, visibility: models.visibility })
    .from(models)
    .where(eq(models.id, modelId))
    .for('no key update');
  if (!row) throw new AppError('not-found', MODEL_NOT_FOUND);
  return row;
}

/** Moves the model's make count and answers it as it is now. */
export async function moveMakeCount(tx: Tx, modelId: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(models)
    .set({ makeCount: sql`${models.makeCount} + ${delta}` })
    .where(eq(models.id, modelId))
    .returning({ makeCount: models.makeCount });
  return row?.makeCount ?? 0;
}
