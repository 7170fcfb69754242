import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { AVATAR_MAX_BYTES } from '../../shared/constants/account-rules';
import { users } from '../db/schema';
import { toOwnAccount } from '../accounts';
import { makeAvatarVariants } from '../images/avatar-variants';
import type { Services } from '../services';
import { readUploadedFile } from './read-uploaded-file';
import { serveStoredWebp } from './serve-stored-webp';
import { deleteStoredPrefix } from '../storage/delete-stored-prefix';
import { avatarKey, avatarPrefix } from '../storage/keys';
import { readSessionUser } from '../auth';

const TOO_LARGE = `Avatar images can be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`;

export function avatarUrl(userId: string, version: string, size: number): string {
  return `/media/avatars/${userId}/${version}-${size}.webp`;
}

/** The version in an avatar URL this route made for the user, or null for anything else. */
function avatarVersion(userId: string, url: string | null | undefined): string | null {
  const prefix = `/media/avatars/${userId}/`;
  if (!url?.startsWith(prefix)) return null;
  return /^([0-9a-f]{16})-\d+\.webp$/.exec(url.slice(prefix.length))?.[1] ?? null;
}

/**
 * POST /api/account/avatar (multipart, one field `file`) stores the caller's avatar under
 * avatars/{userId}/ (SPEC §7) as WebP sizes; GET /media/avatars/… serves them. A new upload gets
 * a new version in its name, so the files can be cached forever.
 */
export async function registerAvatarRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { storage, db, auth } = services;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    scope.post('/api/account/avatar', async (request) => {
      const user = await readSessionUser(auth, db, request);
      if (!user) throw new AppError('unauthenticated', 'User not authenticated');
      const input = await readUploadedFile(request, TOO_LARGE);
      const variants = await makeAvatarVariants(input);
      const version = randomBytes(8).toString('hex');
      await Promise.all(variants.map((v) => storage.put(avatarKey(user.id, `${version}-${v.size}.webp`), v.data, { contentType: 'image/webp' })));
      const url = avatarUrl(user.id, version, 256);
      // Swap the row to the new version under a row lock and delete only the version it replaced:
      // deleting "everything but mine" would, with two uploads at once, delete the winner's files.
      const { row, replaced } = await db.transaction(async (tx) => {
        const [current] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, user.id)).for('update');
        const [updated] = await tx.update(users).set({ avatar: url, photoURL: url, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
        return { row: updated, replaced: avatarVersion(user.id, current?.avatar) };
      });
      if (!row) {
        // The account was deleted while the upload ran: take the new files with it.
        await deleteStoredPrefix(storage, avatarPrefix(user.id), request.log);
        throw new AppError('unauthenticated', 'User not authenticated');
      }
      if (replaced && replaced !== version) {
        const old = `${avatarPrefix(user.id)}${replaced}-`;
        await deleteStoredPrefix(storage, avatarPrefix(user.id), request.log, (key) => !key.startsWith(old));
      }
      return { result: { account: toOwnAccount(row) } };
    });
  });

  serveStoredWebp(app, storage, '/media/avatars/:userId/:file', avatarKey);
}
