import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { Tx } from '../db/database';
import { models } from '../db/schema';

export const HIDDEN_STAYS_PRIVATE = 'visibility: the moderators hid this model, so it stays private until an admin restores it';

/** A hidden model is made public again only by restoreHiddenModel, never by an edit (its owner's or an admin's). */
export async function refuseIfHidden(tx: Tx, modelId: string): Promise<void> {
  const [row] = await tx.select({ hiddenAt: models.hiddenAt }).from(models).where(eq(models.id, modelId));
  if (row?.hiddenAt) throw new AppError('invalid-argument', HIDDEN_STAYS_PRIVATE);
}
