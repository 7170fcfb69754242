import type { FastifyRequest } from 'fastify';

export const FUNCTION_ROUTE = '/api/fn/:name';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route a request is counted under: the pattern the router matched (`/media/models/:id/...`),
 * never the URL a client wrote, so no client can add label values. Callables are one route to the
 * router; they are told apart by name, but only names that exist. Unrouted requests share one label.
 */
export function routeLabel(request: FastifyRequest, callableNames: ReadonlySet<string>): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  if (pattern !== FUNCTION_ROUTE) return pattern;
  const name = (request.params as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && callableNames.has(name) ? `/api/fn/${name}` : '/api/fn/unknown';
}

/** The method, from the few the site answers; anything else is `other`. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other';
}
