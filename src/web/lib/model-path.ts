import type { ModelSummary } from '../../shared/contracts/models/model-shapes';

/** The canonical address of a model page: the slug keeps links readable, the id finds the model. */
export function modelPath(model: Pick<ModelSummary, 'id' | 'slug'>): string {
  return `/model/${model.slug}/${model.id}`;
}
