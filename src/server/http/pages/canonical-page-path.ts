import type { PageData } from '../../../shared/page-data';
import { modelPath } from '../../../shared/model-path';
import type { PageRouteMatch } from '../../../shared/page-routes';

/**
 * Where a page that has one address lives, from the answers its first screen was given: a model's
 * page at /model/{slug}/{id}. Null for pages with no such address, or when the model was not
 * answered (unknown, or private to this visitor), which keep their own status.
 */
export function canonicalPagePath(match: PageRouteMatch, data: PageData): string | null {
  if (match.route !== '/model/:modelId' && match.route !== '/model/:slug/:modelId') return null;
  const answer = data.calls.find((call) => call.name === 'getModel')?.result as { model?: { id: string; slug: string } } | undefined;
  return answer?.model ? modelPath(answer.model) : null;
}
