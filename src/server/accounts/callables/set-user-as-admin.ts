import { setUserAsAdmin } from '../../../shared/contracts/accounts/admin';
import { implement } from '../../callables/implement';
import { changeUserRole } from './change-user-role';

/** SPEC §4: sets role admin or user. */
export const setUserAsAdminFunction = implement(setUserAsAdmin, ({ userId, isAdmin }, ctx) =>
  changeUserRole(ctx, userId, isAdmin ? 'admin' : 'user', isAdmin ? 'user.admin.grant' : 'user.admin.revoke'),
);
