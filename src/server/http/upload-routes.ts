import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadStore } from '../uploads';

const METHODS = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The tus endpoint (POST /api/uploads, then HEAD/PATCH/DELETE /api/uploads/{id}). Fastify must not
 * read the body: tus streams it straight to disk, so memory stays flat whatever the file's size.
 * GET is not offered: an upload is read back only through the model it becomes.
 */
export async function registerUploadRoutes(app: FastifyInstance, uploads: UploadStore): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await uploads.tus.handle(request.raw, reply.raw);
    };
    scope.route({ method: [...METHODS], url: '/api/uploads', handler: handle });
    scope.route({ method: [...METHODS], url: '/api/uploads/:id', handler: handle });
  });
}
