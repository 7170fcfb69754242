import { deleteUser as deleteUserContract } from '../../../../shared/contracts/accounts/admin';
import { callFunction } from '../../../lib/api-client';

/** Removes a user and everything they own, for good. */
export function deleteUser(userId: string) {
  return callFunction(deleteUserContract, { userId });
}
