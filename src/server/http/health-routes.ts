import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** /healthz: the process answers. /readyz: and the database does too (for load balancers). */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
