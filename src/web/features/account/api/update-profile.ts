import type { ContractInput } from '../../../../shared/contracts/define-contract';
import { updateProfile as updateProfileContract } from '../../../../shared/contracts/accounts/profile';
import { callFunction } from '../../../lib/api-client';

export function updateProfile(changes: ContractInput<typeof updateProfileContract>) {
  return callFunction(updateProfileContract, changes);
}
