import { eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { COLLABORATION_NOT_FOUND, getCollaborationRequest } from '../../../../shared/contracts/community/collaboration';
import { selectRequests, toCollaborationRequest } from '../../collaboration/request-view';
import { collaborationRequests } from '../../../db/schema';
import { isIdShaped } from '../../../db/safe-id';
import { authorize } from '../../../policies';
import { implement } from '../../../callables/implement';

/** One request, for its requester and the model's creator only; to anyone else, admins too, it is not found. */
export const getCollaborationRequestFunction = implement(getCollaborationRequest, async ({ requestId }, ctx) => {
  if (!isIdShaped(requestId)) throw new AppError('not-found', COLLABORATION_NOT_FOUND);
  const [row] = await selectRequests(ctx.db, eq(collaborationRequests.id, requestId));
  authorize(ctx.user, 'collaboration.view', row);
  return { request: toCollaborationRequest(row, ctx.user) };
});
