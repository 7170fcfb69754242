import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import { projectRoot } from '../project-root';
import { errorBody } from './error-handler';
import { pageDataScript } from './pages/page-data-script';
import { loadPageRenderer } from './pages/page-renderer';
import type { PageAnswer, PageResolver } from './pages/page-resolver';
import { createRoutePreloads } from './pages/route-preloads';
import { createIndexHtmlTemplate } from './seo/index-html-template';
import { THEME_SCRIPT_TAG, type ThemeScript } from './theme-script';

export const webDistDir = path.join(projectRoot, 'dist/web');

/** How React's server render marks a Suspense boundary whose content threw. */
const CLIENT_RENDERED_PART = '<!--$!-->';

/**
 * A page's HTML is assembled per request (its head tags and data differ), so its ETag is made
 * here: a revisit still answers 304. A 404 page carries the app too: the web app shows its own
 * not-found screen. A page made for a signed-in visitor (it carries their session) is private.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, status: number, personal: boolean): FastifyReply {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  reply
    .status(status)
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .header('vary', 'Cookie')
    .header('etag', etag)
    .type('text/html; charset=utf-8');
  const cached = status === 200 && request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag);
  return cached ? reply.status(304).send() : reply.send(html);
}

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; index.html is
 * revalidated on every visit so a deploy reaches users at once. Every other GET that is not an
 * API path answers with index.html, and the client router takes it from there. index.html is read
 * once, here; `resolvePage` gives each page its status (404 for what the app would show as not
 * found), model and profile pages their own title and link-preview tags, and the data and chunk
 * of the page's first screen (decision 022).
 */
export async function registerSpaRoutes(
  app: FastifyInstance,
  distDir = webDistDir,
  resolvePage?: PageResolver,
  themeScript?: ThemeScript | null,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : '';
  const template = built ? createIndexHtmlTemplate(themeScript ? indexHtml.replace(THEME_SCRIPT_TAG, () => themeScript.element) : indexHtml) : null;
  const preloads = createRoutePreloads(distDir);
  const renderPage = built ? await loadPageRenderer(distDir, app.log) : null;

  /** The page's first screen as HTML, or nothing (the browser draws it) when the render fails. */
  async function firstScreen(request: FastifyRequest, page: PageAnswer): Promise<string> {
    if (!renderPage || page.status !== 200) return '';
    try {
      const html = await renderPage(request.url, page.data);
      // React marks a part that threw while rendering here and leaves it to the browser: a bug to see in the log.
      if (html.includes(CLIENT_RENDERED_PART)) request.log.warn({ url: request.url }, 'part of the page failed in the server render');
      return html;
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed: the page is sent for the browser to draw');
      return '';
    }
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build's .br and .gz copies (scripts/precompress-assets.mjs), sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const [pathname = '/', query = ''] = request.url.split('?', 2);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(pathname);
    if (isPage && template) {
      if (!resolvePage) return sendPage(request, reply, template.render(null), 200, false);
      const page = await resolvePage(pathname, new URLSearchParams(query), request);
      if (page.redirect) {
        return reply
          .header('cache-control', page.personal ? 'private, no-cache' : 'no-cache')
          .redirect(query ? `${page.redirect}?${query}` : page.redirect, page.status);
      }
      const inRoot = await firstScreen(request, page);
      const html = template.render(page.head, {
        // A page the server drew paints first and fetches the app after (src/web/main.tsx); one it
        // did not draw needs the app at once.
        headEnd: inRoot === '' ? preloads(page.pageModule) : '',
        inRoot,
        afterRoot: pageDataScript(page.data),
        scriptsAfterContent: inRoot !== '',
      });
      return sendPage(request, reply, html, page.status, page.personal);
    }
    if (isPage) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`, or start with `npm start`.');
    }
    return reply.status(404).send(errorBody(new AppError('not-found', `No such endpoint: ${request.method} ${pathname}`), request.id));
  }
  // Pages are a route of their own, not the not-found handler: route hooks such as compression
  // apply only to routes. Everything else nobody answers (other methods) ends up in the same place.
  app.get('/*', answer);
  app.setNotFoundHandler(answer);
}
