import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { ROLES, type Role } from '../../../../shared/constants/roles';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { errorMessage } from '../../../lib/api-client';
import { useRefetchUsers, useUpdateCachedUsers } from '../api/list-users';
import { updateUserRole } from '../api/update-user-role';
import { ROLE_LABELS, whyRoleLocked, whyRoleOptionLocked } from './role-rules';

interface RoleSelectProps {
  user: OwnAccount;
  actor: OwnAccount;
  /** The user's name, for the control's accessible label. */
  name: string;
}

/** Changes a role as soon as another one is picked; what the server would refuse is greyed out with the reason. */
export function RoleSelect({ user, actor, name }: RoleSelectProps) {
  const messageId = useId();
  const updateCachedUsers = useUpdateCachedUsers();
  const refetchUsers = useRefetchUsers();
  const change = useMutation({
    mutationFn: (newRole: Role) => updateUserRole(user.uid, newRole),
    onSuccess: ({ role, isAdmin }) => updateCachedUsers((users) => users.map((u) => (u.uid === user.uid ? { ...u, role, isAdmin } : u))),
    onError: refetchUsers,
  });
  const locked = whyRoleLocked(actor, user);
  const value = change.isPending ? change.variables : user.role;

  return (
    <div className="min-w-0">
      <select
        aria-label={`Role of ${name}`}
        aria-describedby={change.isError || change.isSuccess ? messageId : undefined}
        title={locked ?? undefined}
        value={value}
        disabled={!!locked || change.isPending}
        onChange={(event) => change.mutate(event.target.value as Role)}
        className="w-auto rounded-lg border border-border bg-surface px-2 py-1.5 text-sm text-fg focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      >
        {ROLES.map((role) => {
          const optionLocked = role === user.role ? null : whyRoleOptionLocked(actor, role);
          return (
            <option key={role} value={role} disabled={!!optionLocked} title={optionLocked ?? undefined}>
              {ROLE_LABELS[role]}
              {optionLocked ? ' (super admin only)' : ''}
            </option>
          );
        })}
      </select>
      {change.isError && (
        <p id={messageId} role="alert" className="mt-1 text-xs text-danger">
          {errorMessage(change.error)}
        </p>
      )}
      {change.isSuccess && (
        <p id={messageId} role="status" className="mt-1 text-xs text-success">
          Role changed to {ROLE_LABELS[change.data.role]}.
        </p>
      )}
    </div>
  );
}
