import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CollaborationRequest } from '../../../shared/contracts/community/collaboration';
import type { Db, Tx } from '../../db/database';
import { keyText } from '../../db/keyset-pager';
import { collaborationRequests, models, users } from '../../db/schema';
import { isAllowed, type Viewer } from '../../policies';

const requester = alias(users, 'requester');
const owner = alias(users, 'owner');

/**
 * Collaboration requests as their two people see them. The model's title and thumbnail are shown
 * even when it is private: only the requester and the creator ever read a request, and both know it.
 */
export function selectRequests(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      id: collaborationRequests.id,
      requesterId: collaborationRequests.requesterId,
      ownerId: collaborationRequests.ownerId,
      message: collaborationRequests.message,
      status: collaborationRequests.status,
      createdAt: collaborationRequests.createdAt,
      decidedAt: collaborationRequests.decidedAt,
      model: { id: models.id, title: models.title, thumbnail: models.thumbnail },
      requester: { uid: requester.id, displayName: requester.displayName, photoURL: requester.photoURL },
      owner: { uid: owner.id, displayName: owner.displayName, photoURL: owner.photoURL },
      // The exact creation time as text, for a list's keyset cursor (keyset-pager).
      cursorKey: keyText(collaborationRequests.createdAt, 'timestamptz'),
    })
    .from(collaborationRequests)
    .innerJoin(models, eq(models.id, collaborationRequests.modelId))
    .innerJoin(requester, eq(requester.id, collaborationRequests.requesterId))
    .innerJoin(owner, eq(owner.id, collaborationRequests.ownerId))
    .where(where);
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export function toCollaborationRequest(row: RequestRow, viewer: Viewer): CollaborationRequest {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    model: row.model,
    requester: row.requester,
    owner: row.owner,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    canAnswer: pending && isAllowed(viewer, 'collaboration.answer', row),
    canWithdraw: pending && isAllowed(viewer, 'collaboration.withdraw', row),
  };
}
