import type { ContractInput } from '../../../../shared/contracts/define-contract';
import {
  getNotificationPreferences as getContract,
  updateNotificationPreferences as updateContract,
} from '../../../../shared/contracts/notifications/preferences';
import { callFunction } from '../../../lib/api-client';

export function getNotificationPreferences() {
  return callFunction(getContract, {});
}

export function updateNotificationPreferences(changes: ContractInput<typeof updateContract>) {
  return callFunction(updateContract, changes);
}
