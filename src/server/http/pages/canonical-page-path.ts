import type { PageData } from '../../../shared/page-data';
import { modelPath } from '../../../shared/model-path';
import type { PageRouteMatch } from '../../../shared/page-routes';
import type { StorefrontView } from '../../../shared/contracts/storefronts/storefronts';
import { storefrontPath } from '../../../shared/storefront-path';

/** The storefront a page's first calls were answered with, if any. */
export function answeredStorefront(data: PageData): StorefrontView | null {
  const answer = data.calls.find((call) => call.name === 'getCreatorStorefront')?.result as { storefront?: StorefrontView | null } | undefined;
  return answer?.storefront ?? null;
}

/**
 * Where a page that has one address lives, from the answers its first screen was given: a model's
 * page at /model/{slug}/{id}; a storefront reached by a custom URL it no longer has (or in other
 * letter case) at its current one (decision 078). Null for pages with no such address, or when
 * the subject was not answered (unknown, or private to this visitor), which keep their own status.
 */
export function canonicalPagePath(match: PageRouteMatch, data: PageData): string | null {
  if (match.route === '/store/url/:customUrl') {
    const storefront = answeredStorefront(data);
    return storefront ? storefrontPath(storefront) : null;
  }
  if (match.route !== '/model/:modelId' && match.route !== '/model/:slug/:modelId') return null;
  const answer = data.calls.find((call) => call.name === 'getModel')?.result as { model?: { id: string; slug: string } } | undefined;
  return answer?.model ? modelPath(answer.model) : null;
}
