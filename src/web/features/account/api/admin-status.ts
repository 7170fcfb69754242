import { queryOptions } from '@tanstack/react-query';
import { checkAdminStatus as checkAdminStatusContract } from '../../../../shared/contracts/accounts/admin';
import { callFunction } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function checkAdminStatus() {
  return callFunction(checkAdminStatusContract, {});
}

/** The raw checkAdminStatus answer for the auth test page, per account, never retried (it is a diagnosis). */
export function adminStatusOptions(uid: string | null) {
  return queryOptions({ queryKey: queryKeys.admin.adminStatus(uid), queryFn: checkAdminStatus, retry: false });
}
