import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { robotsTxt } from './robots-txt';
import { registerSitemapRoutes, type SitemapRouteOptions } from './sitemap/sitemap-routes';

/** What search engines fetch besides the pages: /robots.txt and the sitemaps. */
export function registerSeoRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }, options: SitemapRouteOptions = {}): void {
  const robots = robotsTxt(deps.publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots),
  );
  registerSitemapRoutes(app, deps, options);
}
