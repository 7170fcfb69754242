import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { makePhotoKey } from '../storage/keys';
import { serveStoredWebp } from './serve-stored-webp';

/**
 * GET /media/makes/{userId}/{makeId}-{photoId}-{width}.webp: a make's photos (decision 090), cached
 * forever, since a photo's name is new with every make. They are uploaded as model pictures are
 * (tus, then postMake), so there is no upload route here.
 */
export function registerMakePhotoRoutes(app: FastifyInstance, services: Services): void {
  serveStoredWebp(app, services.storage, '/media/makes/:userId/:file', makePhotoKey);
}
