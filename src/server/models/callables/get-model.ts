import { getModel } from '../../../shared/contracts/models/models';
import { viewerMarks } from '../viewer-marks';
import { loadModelDetail } from '../load-model-detail';
import { authorize, isAllowed } from '../../policies';
import { implement } from '../../callables/implement';

export const getModelFunction = implement(getModel, async ({ modelId }, ctx) => {
  const [found, marks] = await Promise.all([loadModelDetail(ctx.db, modelId), viewerMarks(ctx.db, ctx.user?.id ?? null, modelId)]);
  authorize(ctx.user, 'model.view', found?.row);
  return { model: found!.detail, canEdit: isAllowed(ctx.user, 'model.edit', found!.row), ...marks };
});
