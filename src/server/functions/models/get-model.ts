import { AppError } from '../../../shared/app-error';
import { getModel } from '../../../shared/contracts/models/models';
import { loadModelDetail } from '../../models/load-model-detail';
import { canEditModel, canSeeModel, MODEL_NOT_FOUND } from '../../policies/models';
import { implement } from '../implement';

export const getModelFunction = implement(getModel, async ({ modelId }, ctx) => {
  const found = await loadModelDetail(ctx.db, modelId);
  // A private model answers exactly like a missing one, so its existence is not revealed.
  if (!found || !canSeeModel(ctx.user, found.row)) throw new AppError('not-found', MODEL_NOT_FOUND);
  return { model: found.detail, canEdit: canEditModel(ctx.user, found.row) };
});
