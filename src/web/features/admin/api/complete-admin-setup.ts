import { completeAdminSetup as completeAdminSetupContract } from '../../../../shared/contracts/accounts/admin';
import { callFunction } from '../../../lib/api-client';

/** Makes the caller the site's first super admin; 409 when someone else already is. */
export function completeAdminSetup() {
  return callFunction(completeAdminSetupContract);
}
