import { answerCollaborationRequest } from '../../../../shared/contracts/community/collaboration';
import { decideRequest } from '../../collaboration/decide-request';
import { implement } from '../../../callables/implement';

/** The model's creator accepts or declines a pending request (authorize's 'collaboration.answer'). */
export const answerCollaborationRequestFunction = implement(answerCollaborationRequest, async ({ requestId, answer }, ctx) => {
  const request = await decideRequest(ctx.db, ctx.jobs, ctx.user, requestId, 'collaboration.answer', answer === 'accept' ? 'accepted' : 'declined');
  return { success: true as const, request };
});
