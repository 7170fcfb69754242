import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import type { Storage } from '../storage/storage';
import { StorageNotFoundError } from '../storage/storage';

/**
 * GET `route` (with :userId and :file) serves the WebP stored under the key `keyOf` builds, cached
 * forever: these files get a new name when they change (avatars, storefront banners). A name the
 * key builder refuses (a path climbing out of its folder) is simply not found.
 */
export function serveStoredWebp(app: FastifyInstance, storage: Storage, route: string, keyOf: (userId: string, file: string) => string): void {
  app.get<{ Params: { userId: string; file: string } }>(route, async (request, reply) => {
    let key: string;
    try {
      key = keyOf(request.params.userId, request.params.file);
    } catch {
      throw new AppError('not-found', 'No such image.');
    }
    try {
      const object = await storage.get(key);
      return reply.type('image/webp').header('content-length', object.contentLength).header('cache-control', 'public, max-age=31536000, immutable').send(object.body);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new AppError('not-found', 'No such image.');
      throw error;
    }
  });
}
