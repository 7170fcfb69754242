import { Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { metricsAccess, nodeRegistry, registerRequestMetrics, registerSiteGauges, startNodeMetrics } from '../metrics';
import { lastReconciliationStatus } from '../money';
import type { NotificationStreamHub } from '../notifications';
import type { Services } from '../services';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics: this node's figures in Prometheus's text format (decision 087), to the configured
 * scraper only. Each node answers for itself; put every node in the scrape config, not the load
 * balancer (which must not forward /metrics either: deploy.md).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  services: Services,
  sources: { callableNames: ReadonlySet<string>; streams: NotificationStreamHub },
): void {
  startNodeMetrics();
  // This app's own figures: a test process builds several apps, each counted apart.
  const registry = new Registry();
  registerRequestMetrics(app, registry, sources.callableNames);
  registerSiteGauges(registry, {
    database: services.database,
    log: services.log.child({ module: 'metrics' }),
    openStreams: () => sources.streams.size(),
    lastReconciliation: () => lastReconciliationStatus(services.database.background.db),
  });
  const access = metricsAccess(services.config.metrics);

  app.get(METRICS_PATH, { config: { rateLimit: false }, compress: false }, async (request, reply) => {
    const verdict = access(request.raw);
    if (verdict === 'off') throw new AppError('not-found', 'Metrics are not served here: set METRICS_TOKEN or METRICS_ALLOW_FROM to let a scraper read them.');
    if (verdict === 'refused') throw new AppError('permission-denied', 'Metrics are served only to the configured scraper: send the METRICS_TOKEN as a bearer token, or connect from an address in METRICS_ALLOW_FROM.');
    const text = (await nodeRegistry.metrics()) + (await registry.metrics());
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
