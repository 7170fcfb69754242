/**
 * The metrics domain's door (decision 087): Prometheus figures of this node and of the site. Other
 * code observes through the functions here; the HTTP route (http/metrics-route.ts) serves them.
 */
export { nodeRegistry, observeAnalysisDuration, startNodeMetrics, timedAnalysis } from './node-metrics';
export { registerRequestMetrics } from './request-metrics';
export { registerSiteGauges, DATABASE_READING_MAX_AGE_MS } from './site-gauges';
export type { LedgerReconciliationStatus, SiteGaugeSources } from './site-gauges';
export { metricsAccess } from './metrics-access';
export type { MetricsVerdict } from './metrics-access';
export { routeLabel } from './route-label';
