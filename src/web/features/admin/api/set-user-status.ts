import type { StoredUserStatus } from '../../../../shared/constants/user-status';
import type * as S from '../../../../shared/contracts/accounts/user-status';
import { callByName } from '../../../lib/api-client';

/** Sets a user active, inactive or banned; leaving active ends their sessions at once (the server's rule). */
export function setUserStatus(userId: string, status: StoredUserStatus, reason: string) {
  return callByName<typeof S.setUserStatus>('setUserStatus', { userId, status, ...(reason ? { reason } : {}) });
}
