import { getModel } from '../../../shared/contracts/models/models';
import { loadModelDetail } from '../../models/load-model-detail';
import { authorize, isAllowed } from '../../policies/authorize';
import { implement } from '../implement';

export const getModelFunction = implement(getModel, async ({ modelId }, ctx) => {
  const found = await loadModelDetail(ctx.db, modelId);
  authorize(ctx.user, 'model.view', found?.row);
  return { model: found!.detail, canEdit: isAllowed(ctx.user, 'model.edit', found!.row) };
});
