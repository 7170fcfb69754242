import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import type { ModelFormat, Visibility } from '../../shared/constants/model-rules';
import { VIEWER_QUERY } from '../../shared/constants/viewer-file-url';
import { modelFiles, modelPreviews, models, type ModelRow, type UserRow } from '../db/schema';
import { MODEL_CONTENT_TYPES, attachmentDisposition, etagMatches, resolveRange, identifyVisitor, recordDownload, modelZipStream } from '../models';
import { isIdShaped } from '../db/safe-id';
import { MODEL_NOT_FOUND, authorize } from '../policies';
import type { Services } from '../services';
import { modelPreviewKey } from '../storage/keys';
import { StorageNotFoundError, StorageRangeError, type ByteRange, type StoredObject } from '../storage/storage';
import { isPublicModel } from '../../shared/policies/model-visibility';
import { readSessionUser } from '../auth';

type MediaModel = Pick<ModelRow, 'id' | 'userId' | 'visibility'>;
type Viewer = () => Promise<UserRow | null>;

const PREVIEW_NAME = /^([A-Za-z0-9_-]{1,64})-(\d{1,5})\.webp$/;
const FILE_NOT_FOUND = 'File not found';
const IMAGE_NOT_FOUND = 'Image not found';
/**
 * Preview names carry their id and width, so a public one never changes and browsers may keep it for
 * good; shared caches (a CDN) keep it an hour, so a model made private leaves them soon too.
 */
const CACHE_FOREVER = 'public, max-age=31536000, s-maxage=3600, immutable';
/** Files are revalidated by ETag, so a model made private stops being served from caches at once. */
const CACHE_REVALIDATE = 'public, no-cache';
const CACHE_NEVER = 'private, no-store';

const modelNotFound = () => new AppError('not-found', MODEL_NOT_FOUND);

async function readStored(
  services: Services,
  request: FastifyRequest,
  key: string,
  missing: string,
  range?: ByteRange,
): Promise<StoredObject> {
  try {
    return await services.storage.get(key, range);
  } catch (error) {
    if (!(error instanceof StorageNotFoundError)) throw error;
    // A row without its bytes is our fault, not the visitor's: say "not found" but leave a trace.
    request.log.error({ key }, 'a stored model file is missing');
    throw new AppError('not-found', missing);
  }
}

function rangeNotSatisfiable(reply: FastifyReply, size: number) {
  return reply
    .code(416)
    .header('content-range', `bytes */${size}`)
    .send({ error: { status: 416, code: 'invalid-argument', message: 'The requested range is outside the file.' } });
}

/**
 * GET (and HEAD) for a model's previews, files and all its files as one ZIP, at the URLs
 * `models/model-urls.ts` makes. A private model answers exactly like a missing one to anyone but
 * its owner and admins. File and ZIP downloads are counted once per visitor, model and day; the 3D
 * view's fetch of a file (`?view=1`) is served alike and never counted (decision 020).
 */
export async function registerModelMediaRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, auth } = services;

  /** The session is read at most once per request, and only when the answer depends on it. */
  const viewerOf = (request: FastifyRequest): Viewer => {
    let viewer: Promise<UserRow | null> | undefined;
    return () => (viewer ??= readSessionUser(auth, db, request));
  };

  async function assertVisible(model: MediaModel, viewer: Viewer): Promise<void> {
    // The session is read only when the answer depends on it.
    if (!isPublicModel(model)) authorize(await viewer(), 'model.view', model);
  }

  /** SPEC §8: a download that cannot be counted is logged, and the file is served all the same. */
  async function countDownload(request: FastifyRequest, reply: FastifyReply, model: MediaModel, viewer: Viewer): Promise<void> {
    try {
      const userId = (await viewer())?.id ?? null;
      const visitor = identifyVisitor(services, { userId, ip: request.ip, cookieHeader: request.headers.cookie });
      if (visitor.setCookie) {
        reply.header('set-cookie', visitor.setCookie);
        // A shared cache must not hand this visitor's new id to the next one.
        const caching = reply.getHeader('cache-control');
        if (typeof caching === 'string') reply.header('cache-control', caching.replace(/^public\b/, 'private'));
      }
      await recordDownload(db, services.jobs, { modelId: model.id, ownerId: model.userId, visitor, ceiling: services.config.counting.perIpPerDay });
    } catch (error) {
      request.log.warn({ err: error, modelId: model.id }, 'a download could not be counted');
    }
  }

  /**
   * Public previews and private ones have different URLs (models/model-urls.ts): a URL answers only
   * while the model's visibility matches it, so the year-long cached public URLs stop working when a
   * model turns private, and private previews are never kept by any cache (decision 019).
   */
  type PreviewRequest = FastifyRequest<{ Params: { modelId: string; file: string } }>;
  const previewHandler = (scope: Visibility) => async (request: PreviewRequest, reply: FastifyReply) => {
    const { modelId, file } = request.params;
    if (!isIdShaped(modelId)) throw modelNotFound();
    const parsed = PREVIEW_NAME.exec(file);
    const [row] = await db
      .select({ model: { id: models.id, userId: models.userId, visibility: models.visibility }, widths: modelPreviews.widths })
      .from(models)
      .leftJoin(modelPreviews, and(eq(modelPreviews.modelId, models.id), eq(modelPreviews.id, parsed?.[1] ?? '')))
      .where(eq(models.id, modelId))
      .limit(1);
    if (!row) throw modelNotFound();
    await assertVisible(row.model, viewerOf(request));
    if (row.model.visibility !== scope) throw new AppError('not-found', IMAGE_NOT_FOUND);
    if (!parsed || !row.widths?.includes(Number(parsed[2]))) throw new AppError('not-found', IMAGE_NOT_FOUND);
    const object = await readStored(services, request, modelPreviewKey(row.model.userId, modelId, file), IMAGE_NOT_FOUND);
    return reply
      .type('image/webp')
      .header('content-length', object.contentLength)
      .header('cache-control', scope === 'public' ? CACHE_FOREVER : CACHE_NEVER)
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  };
  app.get('/media/models/:modelId/previews/:file', { compress: false }, previewHandler('public'));
  app.get('/media/models/:modelId/previews/private/:file', { compress: false }, previewHandler('private'));

  // The name is a wildcard: a route parameter is capped at 100 characters and names may be longer.
  app.route<{ Params: { modelId: string; fileId: string; '*': string }; Querystring: Record<string, string | string[] | undefined> }>({
    method: ['GET', 'HEAD'],
    url: '/media/models/:modelId/files/:fileId/*',
    compress: false,
    handler: async (request, reply) => {
      const { modelId, fileId } = request.params;
      if (!isIdShaped(modelId)) throw modelNotFound();
      const [row] = await db
        .select({
          model: { id: models.id, userId: models.userId, visibility: models.visibility },
          file: {
            name: modelFiles.name,
            format: modelFiles.format,
            size: modelFiles.size,
            sha256: modelFiles.sha256,
            storageKey: modelFiles.storageKey,
          },
        })
        .from(models)
        .leftJoin(modelFiles, and(eq(modelFiles.modelId, models.id), eq(modelFiles.id, isIdShaped(fileId) ? fileId : '')))
        .where(eq(models.id, modelId))
        .limit(1);
      if (!row) throw modelNotFound();
      const viewer = viewerOf(request);
      await assertVisible(row.model, viewer);
      const file = row.file;
      // The name is only checked, never used: storage keys come from the row.
      if (!file || file.name !== request.params['*']) throw new AppError('not-found', FILE_NOT_FOUND);
      const forViewer = request.query[VIEWER_QUERY.name];
      if (forViewer !== undefined && forViewer !== VIEWER_QUERY.value) {
        throw new AppError('invalid-argument', `${VIEWER_QUERY.name} must be ${VIEWER_QUERY.value} or left out`);
      }

      const etag = `"${file.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', isPublicModel(row.model) ? CACHE_REVALIDATE : CACHE_NEVER)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const ifRange = request.headers['if-range'];
      const range = resolveRange(request.headers.range, file.size, Array.isArray(ifRange) ? ifRange[0] : ifRange, etag);
      if (range.kind === 'unsatisfiable') return rangeNotSatisfiable(reply, file.size);
      reply
        .type(MODEL_CONTENT_TYPES[file.format as ModelFormat] ?? 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(file.name));

      if (request.method === 'HEAD') {
        if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
        return reply.header('content-length', range.kind === 'partial' ? range.end - range.start + 1 : file.size).send();
      }
      let object: StoredObject;
      try {
        object = await readStored(services, request, file.storageKey, FILE_NOT_FOUND, range.kind === 'partial' ? range : undefined);
      } catch (error) {
        // The row's size and the stored object disagree; the object is the truth.
        if (error instanceof StorageRangeError) return rangeNotSatisfiable(reply, error.size);
        throw error;
      }
      // Only a request for the whole file is a download: a resumed one asks for the rest, and a
      // probe (bytes=0-0) or a piece of a split download for less than all of it.
      const whole = range.kind === 'full' || (range.start === 0 && range.end === file.size - 1);
      if (forViewer === undefined && whole) await countDownload(request, reply, row.model, viewer);
      if (object.range) {
        reply.code(206).header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
      }
      return reply.header('content-length', object.contentLength).send(object.body);
    },
  });

  app.route<{ Params: { modelId: string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/models/:modelId/download.zip',
    compress: false,
    handler: async (request, reply) => {
      const { modelId } = request.params;
      if (!isIdShaped(modelId)) throw modelNotFound();
      const [model] = await db
        .select({ id: models.id, userId: models.userId, visibility: models.visibility, slug: models.slug })
        .from(models)
        .where(eq(models.id, modelId))
        .limit(1);
      if (!model) throw modelNotFound();
      const viewer = viewerOf(request);
      await assertVisible(model, viewer);
      const files = await db
        .select({
          name: modelFiles.name,
          format: modelFiles.format,
          size: modelFiles.size,
          storageKey: modelFiles.storageKey,
          createdAt: modelFiles.createdAt,
        })
        .from(modelFiles)
        .where(eq(modelFiles.modelId, modelId))
        .orderBy(asc(modelFiles.position), asc(modelFiles.id));
      if (files.length === 0) throw new AppError('not-found', FILE_NOT_FOUND);
      // Made on the fly, so its length is unknown and it cannot be resumed or validated: no
      // Content-Length, no ranges, and nothing for a cache to keep.
      reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(`${model.slug}.zip`))
        .header('cache-control', 'no-store')
        .header('accept-ranges', 'none')
        .header('x-content-type-options', 'nosniff');
      if (request.method === 'HEAD') return reply.send();
      await countDownload(request, reply, model, viewer);
      return reply.send(modelZipStream(services.storage, files));
    },
  });
}
