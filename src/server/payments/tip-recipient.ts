import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { PLATFORM_RECIPIENT_ID } from '../../shared/constants/tip-rules';
import type { Db } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { CANNOT_RECEIVE_TIPS, mayReceiveMoney } from '../moderation';
import { loadModelFor } from '../policies';

export interface TipRecipient {
  /** Null for the platform. */
  creatorId: string | null;
  modelId: string | null;
}

/**
 * Who a tip goes to, checked on the server: a member who exists, is not the payer and may receive
 * money (decision 049), or the platform; the model, when named, one the payer can see and the
 * creator's own. A payment that arrives after its creator was banned is refused again where it is
 * recorded (refusePaymentFor).
 */
export async function resolveTipRecipient(db: Db, payer: UserRow, input: { creatorId: string; modelId?: string | undefined }): Promise<TipRecipient> {
  const modelId = input.modelId || null;
  if (input.creatorId === PLATFORM_RECIPIENT_ID) {
    if (modelId) throw new AppError('invalid-argument', 'modelId: a tip to the platform is not for a model');
    return { creatorId: null, modelId: null };
  }
  const [creator] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, input.creatorId)).limit(1);
  if (!creator) throw new AppError('not-found', 'creatorId: no such creator');
  if (creator.id === payer.id) throw new AppError('invalid-argument', 'creatorId: you cannot tip yourself');
  if (!mayReceiveMoney(creator.status)) throw new AppError('permission-denied', CANNOT_RECEIVE_TIPS);
  if (modelId) {
    const model = await loadModelFor(db, payer, modelId, 'model.view');
    if (model.userId !== creator.id) throw new AppError('invalid-argument', "modelId: the model is not this creator's");
  }
  return { creatorId: creator.id, modelId };
}
