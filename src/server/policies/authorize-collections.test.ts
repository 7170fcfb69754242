import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { authorize, isAllowed } from './authorize';

const owner = { id: 'owner', role: 'user' as const, isAdmin: false };
const other = { id: 'other', role: 'user' as const, isAdmin: false };
const admin = { id: 'admin', role: 'admin' as const, isAdmin: true };
const superAdmin = { id: 'super', role: 'super_admin' as const, isAdmin: true };

const refusal = (run: () => void): { code: string; message: string } | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
};
const NOT_FOUND = { code: 'not-found', message: 'Collection or model not found' };

describe("authorize's collection rules", () => {
  const open = { userId: 'owner', visibility: 'public' as const };
  const hidden = { userId: 'owner', visibility: 'private' as const };

  it('shows a public collection to all, a private one to its owner and admins (moderation), as not found to the rest', () => {
    for (const viewer of [null, owner, other, admin]) expect(refusal(() => authorize(viewer, 'collection.view', open))).toBeNull();
    for (const viewer of [owner, admin, superAdmin]) expect(refusal(() => authorize(viewer, 'collection.view', hidden))).toBeNull();
    for (const viewer of [null, other]) expect(refusal(() => authorize(viewer, 'collection.view', hidden))).toEqual(NOT_FOUND);
    expect(refusal(() => authorize(owner, 'collection.view', undefined))).toEqual(NOT_FOUND);
  });

  it('lets only the owner change a collection; admins may delete one; to the rest it is not found', () => {
    for (const c of [open, hidden]) {
      expect(isAllowed(owner, 'collection.edit', c)).toBe(true);
      for (const viewer of [null, other, admin, superAdmin]) expect(refusal(() => authorize(viewer, 'collection.edit', c))).toEqual(NOT_FOUND);
      for (const viewer of [owner, admin, superAdmin]) expect(isAllowed(viewer, 'collection.delete', c)).toBe(true);
      for (const viewer of [null, other]) expect(refusal(() => authorize(viewer, 'collection.delete', c))).toEqual(NOT_FOUND);
    }
  });
});

describe("authorize's collaboration request rules", () => {
  const request = { requesterId: 'other', ownerId: 'owner' };
  const NONE = { code: 'not-found', message: 'Collaboration request not found' };

  it('shows a request to its two people only: admins and everyone else get not found', () => {
    for (const viewer of [owner, other]) expect(isAllowed(viewer, 'collaboration.view', request)).toBe(true);
    for (const action of ['collaboration.view', 'collaboration.answer', 'collaboration.withdraw'] as const) {
      for (const viewer of [null, admin, superAdmin]) expect(refusal(() => authorize(viewer, action, request))).toEqual(NONE);
      expect(refusal(() => authorize(owner, action, undefined))).toEqual(NONE);
    }
  });

  it('lets the creator answer and the requester withdraw, and refuses each the other move', () => {
    expect(isAllowed(owner, 'collaboration.answer', request)).toBe(true);
    expect(isAllowed(other, 'collaboration.withdraw', request)).toBe(true);
    expect(refusal(() => authorize(other, 'collaboration.answer', request))).toEqual({ code: 'permission-denied', message: "Only the model's creator can answer this request" });
    expect(refusal(() => authorize(owner, 'collaboration.withdraw', request))).toEqual({
      code: 'permission-denied',
      message: 'Only the person who sent this request can withdraw it',
    });
  });
});
