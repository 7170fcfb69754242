import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { projectRoot } from '../project-root';
import { errorBody } from './error-handler';

export const webDistDir = path.join(projectRoot, 'dist/web');

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; index.html is
 * revalidated on every visit so a deploy reaches users at once. Every other GET that is not an
 * API path answers with index.html, and the client router takes it from there.
 */
export async function registerSpaRoutes(app: FastifyInstance, distDir = webDistDir): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
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
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(pathname);
    if (isPage && built) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    if (isPage) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`, or start with `npm start`.');
    }
    return reply.status(404).send(errorBody(new AppError('not-found', `No such endpoint: ${request.method} ${pathname}`)));
  });
}
