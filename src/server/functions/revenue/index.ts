import type { Implementation } from '../implement';
import { getRevenueReportFunction } from './get-revenue-report';

/** The revenue callables; functions/registry.ts collects every area's list. */
export const revenueCallables: readonly Implementation[] = [
  getRevenueReportFunction,
];
