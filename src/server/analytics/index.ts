/**
 * The analytics domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { analyticsCallables } from './callables';
export { closeAnalyticsDays } from './close-analytics-days';
export { readCreatorDays, readCreatorStats } from './creator-stats';
export { pruneAnalyticsRaw } from './prune-analytics-raw';
export { readCreatorModelFigures, type CreatorModelFigures } from './creator-model-figures';
