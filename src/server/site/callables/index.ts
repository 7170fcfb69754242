import type { Implementation } from '../../callables/implement';
import { getSiteInfoFunction } from './get-site-info';
import { reportClientErrorFunction } from './report-client-error';

/** The site callables; composition/callable-registry.ts collects every area's list. */
export const siteCallables: readonly Implementation[] = [
  getSiteInfoFunction,
  reportClientErrorFunction,
];
