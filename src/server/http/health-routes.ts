import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** Whether the node is on its way out: set on SIGTERM, before the app closes (main.ts). */
export interface Readiness {
  draining: boolean;
}

/**
 * /healthz: the process answers. /readyz: and the database does too, and the node is not draining
 * (for load balancers: a stopping node leaves the rotation before its requests are cut).
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, readiness: Readiness): void {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    if (readiness.draining) return reply.status(503).send({ status: 'draining', database: database.kind });
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
