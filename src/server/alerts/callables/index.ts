import type { Implementation } from '../../callables/implement';
import { getAlertsFunction } from './get-alerts';
import { createAlertFunction } from './create-alert';
import { updateAlertStatusFunction } from './update-alert-status';

/** The alerts callables; composition/callable-registry.ts collects every area's list. */
export const alertsCallables: readonly Implementation[] = [
  getAlertsFunction,
  createAlertFunction,
  updateAlertStatusFunction,
];
