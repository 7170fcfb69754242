import type { Implementation } from '../implement';
import { getSiteInfoFunction } from './get-site-info';
import { reportClientErrorFunction } from './report-client-error';

/** The site callables; functions/registry.ts collects every area's list. */
export const siteCallables: readonly Implementation[] = [
  getSiteInfoFunction,
  reportClientErrorFunction,
];
