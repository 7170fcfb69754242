import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import type { Db } from '../../../db/database';
import { creatorProfilesSource } from './creator-profiles-source';
import { chunkCursor, firstBatchSize, keysetRows } from './keyset-walk';
import { publicModelsSource } from './public-models-source';
import { storefrontsSource } from './storefronts-source';
import { sitemapIndexDocument, urlsetDocument } from './sitemap-documents';
import type { SitemapSource } from './sitemap-source';
import { STATIC_PAGE_PATHS, staticPageUrls } from './static-pages';

/** The sitemaps.org limit on URLs in one file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapRouteOptions {
  /** URLs per file before /sitemap.xml becomes an index; tests make it small to see the split. */
  urlsPerSitemap?: number;
}

const SOURCES: SitemapSource[] = [publicModelsSource, creatorProfilesSource, storefrontsSource];

function sendXml(reply: FastifyReply, body: string | AsyncIterable<string>): FastifyReply {
  return reply
    .header('cache-control', 'public, max-age=3600')
    .type('application/xml; charset=utf-8')
    .send(typeof body === 'string' ? body : Readable.from(body));
}

const noSuchSitemap = () => new AppError('not-found', 'No such sitemap');

/**
 * /sitemap.xml lists the static pages, public models and creators' profiles in one file while
 * they fit; past the limit it becomes an index of /sitemaps/pages.xml, models-{n}.xml and
 * profiles-{n}.xml. Every list is read in id order a batch at a time and streamed out, so a
 * million models never sit in memory.
 */
export function registerSitemapRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }, options: SitemapRouteOptions = {}): void {
  const { db, publicUrl } = deps;
  const size = options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP;

  app.get('/sitemap.xml', async (_request, reply) => {
    const counts = await Promise.all(SOURCES.map((source) => source.count(db)));
    const total = STATIC_PAGE_PATHS.length + counts.reduce((sum, n) => sum + n, 0);
    if (total <= size) {
      const lists = SOURCES.map((source) => keysetRows(source, db, publicUrl, null, size));
      return sendXml(reply, urlsetDocument([staticPageUrls(publicUrl)], ...lists));
    }
    const files = [`${publicUrl}/sitemaps/pages.xml`];
    SOURCES.forEach((source, i) => {
      const chunks = Math.ceil((counts[i] ?? 0) / size);
      for (let n = 1; n <= chunks; n += 1) files.push(`${publicUrl}/sitemaps/${source.name}-${n}.xml`);
    });
    return sendXml(reply, sitemapIndexDocument(files));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') return sendXml(reply, urlsetDocument([staticPageUrls(publicUrl)]));
    const match = /^([a-z]+)-([1-9]\d{0,6})\.xml$/.exec(file);
    const source = match && SOURCES.find((s) => s.name === match[1]);
    if (!match || !source) throw noSuchSitemap();
    const cursor = await chunkCursor(source, db, Number(match[2]), size);
    // Read before the answer starts, so a chunk past the end is a 404 rather than an empty file.
    const first = cursor === undefined ? [] : await source.rowsAfter(db, publicUrl, cursor, firstBatchSize(size));
    if (first.length === 0) throw noSuchSitemap();
    return sendXml(reply, urlsetDocument(keysetRows(source, db, publicUrl, cursor ?? null, size, first)));
  });
}
