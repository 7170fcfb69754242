import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { methodLabel, routeLabel } from './route-label';

/** Request rate (a counter Prometheus takes the rate of) and latency, per matched route. */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry, callableNames: ReadonlySet<string>): void {
  const requests = new Counter({
    name: 'meshmandi_http_requests_total',
    help: 'HTTP requests answered, by method, matched route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'meshmandi_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and matched route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: methodLabel(request.method), route: routeLabel(request, callableNames) };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
