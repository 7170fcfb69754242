import { withdrawCollaborationRequest } from '../../../../shared/contracts/community/collaboration';
import { decideRequest } from '../../collaboration/decide-request';
import { implement } from '../../../callables/implement';

/** The requester takes back a pending request (authorize's 'collaboration.withdraw'). */
export const withdrawCollaborationRequestFunction = implement(withdrawCollaborationRequest, async ({ requestId }, ctx) => {
  const request = await decideRequest(ctx.db, ctx.jobs, ctx.user, requestId, 'collaboration.withdraw', 'withdrawn');
  return { success: true as const, request };
});
