import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../shared/app-error';
import type { ModelFormat } from '../../shared/constants/model-rules';
import { isPublicModel } from '../../shared/policies/model-visibility';
import { isIdShaped } from '../db/safe-id';
import { modelFiles, models, users } from '../db/schema';
import { MODEL_CONTENT_TYPES, SLICER_LINK_PATH, attachmentDisposition, checkSlicerGrant, identifyVisitor, recordDownload } from '../models';
import { authorize } from '../policies';
import type { Services } from '../services';
import { StorageNotFoundError } from '../storage/storage';

const FILE_NOT_FOUND = 'File not found';
const AGAIN = 'Open the model page and choose your slicer again.';

function refuse(reply: FastifyReply, status: 403 | 410, message: string) {
  const code = status === 403 ? 'permission-denied' : 'not-found';
  return reply.code(status).header('cache-control', 'no-store').send({ error: { status, code, message } });
}

/**
 * A slicer's fetch of one file through a signed link (decision 092): no session, the link is the
 * permission. An altered link answers 403 and an expired one 410, each saying what to do. A
 * private model is checked again for the person the link was made for, so a model made private
 * since stops serving at once. A fetch of the whole file counts as a download for that person, as
 * the download route counts one.
 */
export function registerSlicerFileRoute(app: FastifyInstance, services: Services): void {
  const { db } = services;
  app.route<{ Params: { fileId: string; '*': string }; Querystring: Record<string, unknown> }>({
    method: ['GET', 'HEAD'],
    url: `${SLICER_LINK_PATH}/:fileId/*`,
    compress: false,
    handler: async (request, reply) => {
      const { fileId } = request.params;
      if (!isIdShaped(fileId)) throw new AppError('not-found', FILE_NOT_FOUND);
      const check = checkSlicerGrant(services.auth.options.secret, fileId, request.query);
      if (check.kind === 'invalid') return refuse(reply, 403, `This slicer link is not valid: it was changed or cut short. ${AGAIN}`);
      if (check.kind === 'expired') return refuse(reply, 410, `This slicer link has expired. ${AGAIN}`);
      const { grant } = check;
      const [row] = await db
        .select({
          model: { id: models.id, userId: models.userId, visibility: models.visibility },
          file: { name: modelFiles.name, format: modelFiles.format, size: modelFiles.size, sha256: modelFiles.sha256, storageKey: modelFiles.storageKey },
        })
        .from(modelFiles)
        .innerJoin(models, eq(models.id, modelFiles.modelId))
        .where(eq(modelFiles.id, fileId))
        .limit(1);
      if (!row || row.file.name !== request.params['*']) throw new AppError('not-found', FILE_NOT_FOUND);
      if (!isPublicModel(row.model)) {
        const [minter] = grant.userId ? await db.select().from(users).where(eq(users.id, grant.userId)).limit(1) : [];
        authorize(minter ?? null, 'model.view', row.model);
      }
      reply
        .type(MODEL_CONTENT_TYPES[row.file.format as ModelFormat] ?? 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(row.file.name))
        .header('etag', `"${row.file.sha256}"`)
        .header('cache-control', 'private, no-store')
        .header('accept-ranges', 'none')
        .header('x-content-type-options', 'nosniff');
      if (request.method === 'HEAD') return reply.header('content-length', row.file.size).send();
      let object;
      try {
        object = await services.storage.get(row.file.storageKey);
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
        request.log.error({ key: row.file.storageKey }, 'a stored model file is missing');
        throw new AppError('not-found', FILE_NOT_FOUND);
      }
      try {
        const visitor = identifyVisitor(services, { userId: grant.userId || null, ip: request.ip, cookieHeader: request.headers.cookie });
        await recordDownload(db, services.jobs, { modelId: row.model.id, ownerId: row.model.userId, visitor, ceiling: services.config.counting.perIpPerDay });
      } catch (error) {
        // SPEC §8: a download that cannot be counted is logged, and the file is served all the same.
        request.log.warn({ err: error, modelId: row.model.id }, 'a download could not be counted');
      }
      return reply.header('content-length', object.contentLength).send(object.body);
    },
  });
}
