import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence besides SameSite cookies: a state-changing request that a browser marks with a
 * foreign Origin is refused. Requests without Origin come from non-browser clients, which carry
 * no ambient cookies to abuse.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowedOrigins.includes(origin)) {
      throw new AppError('permission-denied', 'This request came from another site and was refused.');
    }
  });
}
