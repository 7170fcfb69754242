import type { Implementation } from '../implement';
import { getAlertsFunction } from './get-alerts';
import { createAlertFunction } from './create-alert';
import { updateAlertStatusFunction } from './update-alert-status';

/** The alerts callables; functions/registry.ts collects every area's list. */
export const alertsCallables: readonly Implementation[] = [
  getAlertsFunction,
  createAlertFunction,
  updateAlertStatusFunction,
];
