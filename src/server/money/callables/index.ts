import type { Implementation } from '../../callables/implement';
import { getRevenueReportFunction } from './get-revenue-report';

/** The revenue callables; composition/callable-registry.ts collects every area's list. */
export const revenueCallables: readonly Implementation[] = [
  getRevenueReportFunction,
];
