import type { FastifyRequest } from 'fastify';
import { PAGE_ROUTES, matchPageRoute, NOT_FOUND_PAGE_MODULE } from '../../../shared/page-routes';
import type { PageData } from '../../../shared/page-data';
import type { Implementation } from '../../callables/implement';
import type { Services } from '../../services';
import { readSessionUser } from '../../auth';
import { matchPagePath } from '../seo/match-page-path';
import { modelPageHead } from '../seo/model-page-head';
import type { PageHead } from '../seo/page-head';
import { profilePageHead } from '../seo/profile-page-head';
import { answeredStorefront, canonicalPagePath } from './canonical-page-path';
import { storefrontPageHead } from '../seo/storefront-page-head';
import { pageCalls } from './page-calls';
import { loadPageData } from './page-data-script';

/** How the server answers a page path. */
export interface PageAnswer {
  status: 200 | 301 | 404;
  /** With 301: the page's own address, which the visitor is sent to (its query kept). */
  redirect?: string;
  /** The page's own head tags; null for the site's generic ones. */
  head: PageHead | null;
  /** The page module the path shows, whose chunk the HTML preloads. */
  pageModule: string | null;
  /** The answers of the page's first calls, for this visitor. */
  data: PageData;
  /** Whether the answer depends on who asks (a session cookie was sent). */
  personal: boolean;
}

export type PageResolver = (pathname: string, search: URLSearchParams, request: FastifyRequest) => Promise<PageAnswer>;

/**
 * A page that shows nothing answers 404, as the web app's not-found screen says: a path the web
 * router does not know, an unknown profile, and a model that is unknown or private to whoever
 * asks (its owner and admins see it, so they get 200). Search engines index a 200 as content.
 */
export function createPageResolver(services: Services, implementations: ReadonlyMap<string, Implementation>): PageResolver {
  const { db, auth, config, log } = services;

  async function headOf(pathname: string): Promise<PageHead | null> {
    const page = matchPagePath(pathname);
    if (!page) return null;
    return page.kind === 'model' ? modelPageHead(db, config.publicUrl, page.modelId) : profilePageHead(db, config.publicUrl, page.userId);
  }

  return async (pathname, search, request) => {
    const match = matchPageRoute(pathname);
    const personal = Boolean(request.headers.cookie || request.headers.authorization);
    if (!match) return { status: 404, head: null, pageModule: NOT_FOUND_PAGE_MODULE, data: { calls: [] }, personal };
    const pageModule = PAGE_ROUTES[match.route];
    try {
      const viewer = await readSessionUser(auth, db, request);
      const [head, { data, subjectRefused }] = await Promise.all([
        headOf(pathname),
        loadPageData(services, implementations, request, viewer, pageCalls(match, search)),
      ]);
      // The page's own call answers for this visitor as the API would: refused, the app shows "not found".
      // A model reached by its id alone (a notification's link) or an old slug is sent to its own
      // address before anything is drawn: one address for links and search engines, and no page
      // replaced under a visitor who is already clicking (decision 067).
      const canonical = subjectRefused ? null : canonicalPagePath(match, data);
      if (canonical && canonical !== pathname) return { status: 301, redirect: canonical, head: null, pageModule, data: { calls: [] }, personal };
      // A storefront's head is made from its answer; one its creator sees while below Pro is not for sharing.
      const storefront = answeredStorefront(data);
      const pageHead = storefront?.active ? storefrontPageHead(config.publicUrl, storefront) : head;
      return { status: subjectRefused ? 404 : 200, head: pageHead, pageModule, data, personal };
    } catch (error) {
      // The app fetches its own data once loaded, so a failed lookup costs only the link preview, the status and a round trip.
      log.error({ err: error, pathname }, 'page lookup failed');
      return { status: 200, head: null, pageModule, data: { calls: [] }, personal };
    }
  };
}
