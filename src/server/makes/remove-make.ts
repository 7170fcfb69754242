import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { MAKE_NOT_FOUND } from '../../shared/constants/make-rules';
import type { Db, Tx } from '../db/database';
import { makes, models } from '../db/schema';
import { isIdShaped } from '../db/safe-id';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { forgetMakeNotifications } from '../notifications';
import { lockModelForMakes, moveMakeCount } from './make-counts';

export interface MakeKeys {
  id: string;
  modelId: string;
  userId: string;
  comment: string;
  model: { id: string; userId: string; visibility: 'public' | 'private' };
}

/** A make's keys and its model's, without any rule: for deleteMake's checks and the moderators. */
export async function readMakeWithModel(db: Db | Tx, makeId: string): Promise<MakeKeys | undefined> {
  if (!isIdShaped(makeId)) return undefined;
  const [row] = await db
    .select({ id: makes.id, modelId: makes.modelId, userId: makes.userId, comment: makes.comment, model: { id: models.id, userId: models.userId, visibility: models.visibility } })
    .from(makes)
    .innerJoin(models, eq(models.id, makes.modelId))
    .where(eq(makes.id, makeId))
    .limit(1);
  return row as MakeKeys | undefined;
}

/** Why someone else removed a make, for the maker: a moderator's message on a report, or an admin's reason. */
export interface MakeRemovalNotice {
  message: string | null;
  /** The report acted on; null when an admin removed the make directly. */
  reportId: string | null;
}

/**
 * Deletes a make in the caller's transaction, under its model's lock, so the model's count moves by
 * exactly one; the notification about it goes too. The stored photos are the caller's to delete
 * once the transaction has committed. deleteMake and the moderators' delete_make both come here,
 * and with a notice the maker is told in the same transaction, so they hear of a removal that
 * happened and of no other.
 */
export async function removeMake(tx: Tx, jobs: JobQueue, make: MakeKeys, actorId: string, notice?: MakeRemovalNotice): Promise<number> {
  await lockModelForMakes(tx, make.modelId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not-found' ? new AppError('not-found', MAKE_NOT_FOUND) : error;
  });
  const gone = await tx.delete(makes).where(eq(makes.id, make.id)).returning({ id: makes.id });
  // Deleted by someone else meanwhile: the first delete moved the count.
  if (gone.length === 0) throw new AppError('not-found', MAKE_NOT_FOUND);
  await forgetMakeNotifications(tx, make.id, make.model.userId);
  const makeCount = await moveMakeCount(tx, make.modelId, -1);
  await recordEvent(tx, jobs, { type: 'make.deleted', subjectId: make.id, actorId, data: { modelId: make.modelId, makerId: make.userId, byAdmin: actorId !== make.userId } });
  if (notice) {
    // From Meshmandi rather than the person who removed it (actorId null), as every moderation notice.
    await recordEvent(tx, jobs, { type: 'make.removed_by_moderator', subjectId: make.modelId, actorId: null, data: { makerId: make.userId, ...notice } });
  }
  return makeCount;
}
