import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageData } from '../../../shared/page-data';

/** The web app's server render (src/web/server-entry.tsx): a page's first screen as HTML. */
export type PageRenderer = (url: string, data: PageData) => Promise<string>;

/**
 * Loads the server render that the web build puts beside the web app (dist/web-ssr next to
 * dist/web); null when there is none, and pages then carry an empty root for the browser to fill.
 * It is loaded from the build at run time, as index.html is read: the server's own code never
 * imports the web app's.
 */
export async function loadPageRenderer(distDir: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(distDir), `${path.basename(distDir)}-ssr`, 'server-entry.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: PageRenderer };
  if (typeof module.renderPage !== 'function') {
    log.error({ entry }, 'the server render has no renderPage: pages are sent without their first screen');
    return null;
  }
  return module.renderPage;
}
