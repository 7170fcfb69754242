import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { authorize, isAllowed } from './authorize';

const owner = { id: 'owner', role: 'user' as const, isAdmin: false };
const other = { id: 'other', role: 'user' as const, isAdmin: false };
const admin = { id: 'admin', role: 'admin' as const, isAdmin: true };
const flaggedAdmin = { id: 'flagged', role: 'user' as const, isAdmin: true };
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

describe('authorize', () => {
  const publicModel = { userId: 'owner', visibility: 'public' as const };
  const privateModel = { userId: 'owner', visibility: 'private' as const };

  it('shows a public model to everyone and a private one to its owner and admins only, as not found to the rest', () => {
    for (const viewer of [null, owner, other, admin, flaggedAdmin]) expect(refusal(() => authorize(viewer, 'model.view', publicModel))).toBeNull();
    for (const viewer of [owner, admin, flaggedAdmin, superAdmin]) expect(refusal(() => authorize(viewer, 'model.view', privateModel))).toBeNull();
    for (const viewer of [null, other]) {
      expect(refusal(() => authorize(viewer, 'model.view', privateModel))).toEqual({ code: 'not-found', message: 'Model not found' });
    }
  });

  it("lets the owner and admins change a model; others see SPEC §5's text, or not found for a private one", () => {
    for (const [action, text] of [['model.edit', 'Unauthorized to edit this model'], ['model.delete', 'Unauthorized to delete this model']] as const) {
      for (const viewer of [owner, admin, flaggedAdmin]) expect(refusal(() => authorize(viewer, action, publicModel))).toBeNull();
      for (const viewer of [null, other]) {
        expect(refusal(() => authorize(viewer, action, publicModel))).toEqual({ code: 'permission-denied', message: text });
        expect(refusal(() => authorize(viewer, action, privateModel))).toEqual({ code: 'not-found', message: 'Model not found' });
      }
    }
  });

  it('answers not found for a record that is not there', () => {
    expect(refusal(() => authorize(admin, 'model.view', undefined))).toEqual({ code: 'not-found', message: 'Model not found' });
    expect(refusal(() => authorize(admin, 'user.delete', null))).toEqual({ code: 'not-found', message: 'User not found' });
  });

  it('keeps the role rules: only a super admin touches admins, nobody their own role', () => {
    expect(refusal(() => authorize(admin, 'user.changeRole', { ...other, newRole: 'admin' }))?.message).toBe('Only a super admin can make admins.');
    expect(refusal(() => authorize(admin, 'user.changeRole', { ...admin, newRole: 'user' }))?.message).toBe('You cannot change your own role.');
    expect(refusal(() => authorize(superAdmin, 'user.changeRole', { ...other, newRole: 'admin' }))).toBeNull();
    expect(refusal(() => authorize(other, 'user.delete', owner))).toEqual({ code: 'permission-denied', message: 'Admin access required' });
    expect(refusal(() => authorize(admin, 'user.delete', flaggedAdmin))?.message).toBe('Only a super admin can delete an admin.');
    expect(refusal(() => authorize(superAdmin, 'user.delete', admin))).toBeNull();
  });

  it('answers the same rules as a yes or no', () => {
    expect(isAllowed(owner, 'model.edit', privateModel)).toBe(true);
    expect(isAllowed(other, 'model.edit', publicModel)).toBe(false);
    expect(isAllowed(null, 'model.view', publicModel)).toBe(true);
  });
});

describe('comment rules', () => {
  const onPublic = (userId: string, ageMs = 0) => ({ userId, createdAt: new Date(Date.now() - ageMs), model: { userId: 'owner', visibility: 'public' as const } });
  const onPrivate = (userId: string) => ({ userId, createdAt: new Date(), model: { userId: 'owner', visibility: 'private' as const } });
  const author = { id: 'author', role: 'user' as const, isAdmin: false };

  it("lets the author, the model's owner and admins delete a comment, and nobody else", () => {
    for (const viewer of [author, owner, admin, flaggedAdmin, superAdmin]) expect(refusal(() => authorize(viewer, 'comment.delete', onPublic('author')))).toBeNull();
    for (const viewer of [null, other]) {
      expect(refusal(() => authorize(viewer, 'comment.delete', onPublic('author')))).toEqual({
        code: 'permission-denied',
        message: 'Only the author, the model owner or an admin can delete this comment',
      });
    }
  });

  it('lets only the author edit, within 15 minutes', () => {
    expect(refusal(() => authorize(author, 'comment.edit', onPublic('author', 14 * 60_000)))).toBeNull();
    expect(refusal(() => authorize(author, 'comment.edit', onPublic('author', 15 * 60_000)))).toEqual({
      code: 'permission-denied',
      message: 'A comment can only be edited within 15 minutes of posting',
    });
    for (const viewer of [null, owner, admin, other]) {
      expect(refusal(() => authorize(viewer, 'comment.edit', onPublic('author')))).toEqual({ code: 'permission-denied', message: 'Only the author can edit this comment' });
    }
  });

  it("hides a comment on a private model from whoever may not see the model, its own author included", () => {
    for (const action of ['comment.view', 'comment.edit', 'comment.delete'] as const) {
      for (const viewer of [null, other]) expect(refusal(() => authorize(viewer, action, onPrivate('other')))).toEqual({ code: 'not-found', message: 'Comment not found' });
      expect(refusal(() => authorize(admin, action, undefined))).toEqual({ code: 'not-found', message: 'Comment not found' });
    }
    expect(refusal(() => authorize(owner, 'comment.view', onPrivate('owner')))).toBeNull();
    expect(isAllowed(admin, 'comment.delete', onPrivate('owner'))).toBe(true);
  });
});
