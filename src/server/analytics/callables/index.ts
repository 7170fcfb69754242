import type { Implementation } from '../../callables/implement';
import { getAnalyticsDataFunction } from './get-analytics-data';
import { trackUserActivityFunction } from './track-user-activity';

/** The analytics callables; composition/callable-registry.ts collects every area's list. */
export const analyticsCallables: readonly Implementation[] = [
  getAnalyticsDataFunction,
  trackUserActivityFunction,
];
