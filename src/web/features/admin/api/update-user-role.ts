import type { Role } from '../../../../shared/constants/roles';
import { updateUserRole as updateUserRoleContract } from '../../../../shared/contracts/accounts/admin';
import { callFunction } from '../../../lib/api-client';

/** Gives a user another role; the server refuses what the actor may not do (role-rules.ts mirrors it). */
export function updateUserRole(userId: string, newRole: Role) {
  return callFunction(updateUserRoleContract, { userId, newRole });
}
