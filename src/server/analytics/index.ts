/**
 * The analytics domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { analyticsCallables } from './callables';
export { closeAnalyticsDays } from './close-analytics-days';
export { readCreatorStats } from './creator-stats';
export { pruneAnalyticsRaw } from './prune-analytics-raw';
