import type { followUser as followUserContract } from '../../../shared/contracts/community/follows';
import type { ContractOutput } from '../../../shared/contracts/define-contract';
import { callByName } from '../../lib/api-client';

export type FollowAnswer = ContractOutput<typeof followUserContract>;

/** SPEC §4 follow; following twice changes nothing on the server. */
export function followUser(userId: string): Promise<FollowAnswer> {
  return callByName<typeof followUserContract>('followUser', { userId });
}
