import { readExploreFilters, readExploreStart } from '../../../shared/explore-params';
import type { PageRouteMatch } from '../../../shared/page-routes';

export interface PageCall {
  name: string;
  input: Record<string, unknown>;
  /** The call for the thing the page shows (a model, a profile): refused, the page shows "not found". */
  subject?: true;
}

/**
 * The calls a page's first screen makes, with the inputs the web app makes them with (its hooks
 * take the answers by name and input, so the two must agree: the tests render each page and check
 * that it asks the API for none of these). Every page shows the session and the site's settings.
 * Text search is left to the API, which rate-limits it; pages are not limited (decision 004).
 */
export function pageCalls(match: PageRouteMatch, search: URLSearchParams): PageCall[] {
  const calls: PageCall[] = [
    { name: 'getSession', input: {} },
    { name: 'getSiteInfo', input: {} },
  ];
  switch (match.route) {
    case '/':
      calls.push({ name: 'getHomeFeed', input: {} });
      break;
    case '/explore': {
      const filters = readExploreFilters(search);
      const after = readExploreStart(search);
      // A place in the address (a reload after Load more) brings the list from the top down through it (decision 062).
      if (!filters.q) calls.push({ name: 'searchModels', input: { ...filters, ...(after ? { through: after } : {}) } });
      break;
    }
    case '/model/:modelId':
    case '/model/:slug/:modelId':
      calls.push({ name: 'getModel', input: { modelId: match.params.modelId }, subject: true });
      break;
    case '/model/:modelId/remixes':
      calls.push({ name: 'getRemixTree', input: { modelId: match.params.modelId }, subject: true });
      break;
    case '/profile/:userId':
      calls.push({ name: 'getUserProfile', input: { uid: match.params.userId }, subject: true });
      calls.push({ name: 'searchModels', input: { creatorId: match.params.userId, sort: 'newest' } });
      break;
    case '/store/:creatorId':
      calls.push({ name: 'getCreatorStorefront', input: { creatorId: match.params.creatorId }, subject: true });
      break;
    case '/store/url/:customUrl':
      calls.push({ name: 'getCreatorStorefront', input: { customUrl: match.params.customUrl }, subject: true });
      break;
    case '/collection/:collectionId':
      calls.push({ name: 'getCollection', input: { collectionId: match.params.collectionId }, subject: true });
      break;
  }
  return calls;
}
