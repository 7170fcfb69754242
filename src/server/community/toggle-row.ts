import { AppError } from '../../shared/app-error';
import type { Tx } from '../db/database';
import { isForeignKeyViolation } from '../db/pg-errors';
import { MODEL_NOT_FOUND } from '../policies';

/**
 * A toggle of a row that exists once per user and thing (a like, a bookmark): remove it if it is
 * there, else add it. Answers the state now and whether this call changed it: two toggles of one
 * person at once end with the row there once (the key decides), and the second changes nothing.
 * A model deleted meanwhile answers SPEC §5's 'Model not found'.
 */
export async function toggleRow(tx: Tx, row: { remove: () => Promise<number>; add: () => Promise<number> }): Promise<{ on: boolean; changed: boolean }> {
  if ((await row.remove()) > 0) return { on: false, changed: true };
  try {
    return { on: true, changed: (await row.add()) > 0 };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('not-found', MODEL_NOT_FOUND);
    throw error;
  }
}
