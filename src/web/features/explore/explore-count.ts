import { modelsText, type ModelTotal } from '../../lib/model-count';

/** The line above the results: the count, and what was searched for. */
export function resultCountText(total: ModelTotal, q: string | undefined): string {
  return q ? `${modelsText(total)} for “${q}”` : modelsText(total);
}
