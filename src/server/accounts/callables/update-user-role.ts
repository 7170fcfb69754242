import { updateUserRole } from '../../../shared/contracts/accounts/admin';
import { implement } from '../../callables/implement';
import { changeUserRole } from './change-user-role';

export const updateUserRoleFunction = implement(updateUserRole, ({ userId, newRole }, ctx) =>
  changeUserRole(ctx, userId, newRole, 'user.role.update'),
);
