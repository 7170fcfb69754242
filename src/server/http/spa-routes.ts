import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import { projectRoot } from '../project-root';
import { errorBody } from './error-handler';
import { createIndexHtmlTemplate } from './seo/index-html-template';
import type { PageHeadResolver } from './seo/page-head-resolver';

export const webDistDir = path.join(projectRoot, 'dist/web');

/** A page's HTML is assembled per request (its head tags differ), so its ETag is made here: a revisit still answers 304. */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag).type('text/html; charset=utf-8');
  const cached = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag);
  return cached ? reply.status(304).send() : reply.send(html);
}

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; index.html is
 * revalidated on every visit so a deploy reaches users at once. Every other GET that is not an
 * API path answers with index.html, and the client router takes it from there. index.html is read
 * once, here; `pageHead` gives model and profile pages their own title and link-preview tags.
 */
export async function registerSpaRoutes(app: FastifyInstance, distDir = webDistDir, pageHead?: PageHeadResolver): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const template = built ? createIndexHtmlTemplate(fs.readFileSync(indexFile, 'utf8')) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(pathname);
    if (isPage && template) {
      return sendPage(request, reply, template.render(pageHead ? await pageHead(pathname) : null));
    }
    if (isPage) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`, or start with `npm start`.');
    }
    return reply.status(404).send(errorBody(new AppError('not-found', `No such endpoint: ${request.method} ${pathname}`)));
  });
}
