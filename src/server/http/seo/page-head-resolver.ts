import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { matchPagePath } from './match-page-path';
import { modelPageHead } from './model-page-head';
import type { PageHead } from './page-head';
import { profilePageHead } from './profile-page-head';

/** The head tags a page path should carry, or null for the site's generic ones. */
export type PageHeadResolver = (pathname: string) => Promise<PageHead | null>;

export function createPageHeadResolver(deps: { db: Db; publicUrl: string; log: FastifyBaseLogger }): PageHeadResolver {
  const { db, publicUrl, log } = deps;
  return async (pathname) => {
    const page = matchPagePath(pathname);
    if (!page) return null;
    try {
      return page.kind === 'model' ? await modelPageHead(db, publicUrl, page.modelId) : await profilePageHead(db, publicUrl, page.userId);
    } catch (error) {
      // The app fetches its own data once loaded, so a failed lookup costs only the link preview.
      log.error({ err: error, pathname }, 'page head lookup failed');
      return null;
    }
  };
}
