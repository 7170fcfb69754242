import { and, eq } from 'drizzle-orm';
import { listCollaborationRequests } from '../../../../shared/contracts/community/collaboration';
import { selectRequests, toCollaborationRequest } from '../../collaboration/request-view';
import { newestFirst } from '../../../db/keyset-pager';
import { collaborationRequests } from '../../../db/schema';
import { implement } from '../../../callables/implement';

const PAGE = 20;
const pagers = {
  received: newestFirst('collaboration-received', collaborationRequests.createdAt, collaborationRequests.id),
  sent: newestFirst('collaboration-sent', collaborationRequests.createdAt, collaborationRequests.id),
};

/** The caller's requests, newest first: received (they are the creator) or sent (they asked). */
export const listCollaborationRequestsFunction = implement(listCollaborationRequests, async ({ box, cursor }, ctx) => {
  const pager = pagers[box];
  const mine = box === 'received' ? eq(collaborationRequests.ownerId, ctx.user.id) : eq(collaborationRequests.requesterId, ctx.user.id);
  const rows = await selectRequests(ctx.db, and(mine, pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(PAGE + 1);
  const { page, nextCursor } = pager.page(rows, PAGE);
  return { requests: page.map((r) => toCollaborationRequest(r, ctx.user)), nextCursor };
});
