import type { Implementation } from '../../callables/implement';
import { getReportChallengeFunction } from './get-report-challenge';
import { submitReportFunction } from './submit-report';
import { listReportsFunction } from './list-reports';
import { getModerationStatsFunction } from './get-moderation-stats';
import { processReportFunction } from './process-report';
import { listHiddenModelsFunction } from './list-hidden-models';
import { restoreHiddenModelFunction } from './restore-hidden-model';

/** The reports callables; composition/callable-registry.ts collects every area's list. */
export const reportsCallables: readonly Implementation[] = [
  getReportChallengeFunction,
  submitReportFunction,
  listReportsFunction,
  getModerationStatsFunction,
  processReportFunction,
  listHiddenModelsFunction,
  restoreHiddenModelFunction,
];
