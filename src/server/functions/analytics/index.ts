import type { Implementation } from '../implement';
import { getAnalyticsDataFunction } from './get-analytics-data';
import { trackUserActivityFunction } from './track-user-activity';

/** The analytics callables; functions/registry.ts collects every area's list. */
export const analyticsCallables: readonly Implementation[] = [
  getAnalyticsDataFunction,
  trackUserActivityFunction,
];
