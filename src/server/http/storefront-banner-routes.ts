import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { STOREFRONT_BANNER_MAX_BYTES } from '../../shared/constants/storefront-rules';
import { storefronts } from '../db/schema';
import { makeBannerVariants } from '../images/banner-variants';
import type { Services } from '../services';
import { readUploadedFile } from './read-uploaded-file';
import { serveStoredWebp } from './serve-stored-webp';
import { bannerUrls, refuseBelowStorefrontTier } from '../storefronts';
import { deleteStoredPrefix } from '../storage/delete-stored-prefix';
import { storefrontKey, storefrontPrefix } from '../storage/keys';
import { readSessionUser } from '../auth';

const TOO_LARGE = `Banner images can be at most ${STOREFRONT_BANNER_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * POST /api/storefront/banner (multipart, one field `file`): a Pro or Elite creator's banner,
 * re-encoded (images/banner-variants.ts) and stored under storefronts/{userId}/ with a new version
 * in its name; the answer's `bannerUrl` is what createCreatorStorefront takes. Only the new version
 * and the one the storefront shows are kept, so uploads that are never saved cannot pile up.
 * GET /media/storefronts/… serves them, cached forever (a new banner is a new name).
 */
export async function registerStorefrontBannerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { storage, db, auth } = services;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: STOREFRONT_BANNER_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    scope.post('/api/storefront/banner', async (request) => {
      const user = await readSessionUser(auth, db, request);
      if (!user) throw new AppError('unauthenticated', 'User not authenticated');
      await refuseBelowStorefrontTier(db, user);
      const input = await readUploadedFile(request, TOO_LARGE);
      const variants = await makeBannerVariants(input);
      const version = randomBytes(8).toString('hex');
      await Promise.all(variants.map((v) => storage.put(storefrontKey(user.id, `${version}-${v.width}.webp`), v.data, { contentType: 'image/webp' })));
      const [current] = await db.select({ version: storefronts.bannerVersion }).from(storefronts).where(eq(storefronts.userId, user.id));
      const keep = [version, current?.version].filter(Boolean).map((v) => `${storefrontPrefix(user.id)}${v}-`);
      await deleteStoredPrefix(storage, storefrontPrefix(user.id), request.log, (key) => keep.some((prefix) => key.startsWith(prefix)));
      return { result: bannerUrls(user.id, version) };
    });
  });

  serveStoredWebp(app, storage, '/media/storefronts/:userId/:file', storefrontKey);
}
