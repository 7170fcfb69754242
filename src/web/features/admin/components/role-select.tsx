import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ROLES, type Role } from '../../../../shared/constants/roles';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useRefetchUsers, useUpdateCachedUsers } from '../api/list-users';
import { updateUserRole } from '../api/update-user-role';
import { ROLE_LABELS, roleChangeEffect, whyRoleLocked, whyRoleOptionLocked } from './role-rules';

interface RoleSelectProps {
  user: OwnAccount;
  actor: OwnAccount;
  /** The user's name, for the control's accessible label and the confirmation. */
  name: string;
}

/**
 * Picking another role only opens a confirmation naming the person, the old and the new role
 * (issue 28 item 12): a slip of the dropdown would otherwise hand out or take away admin tools at
 * once. What the server would refuse is greyed out with the reason.
 */
export function RoleSelect({ user, actor, name }: RoleSelectProps) {
  const messageId = useId();
  const [choice, setChoice] = useState<Role | null>(null);
  const updateCachedUsers = useUpdateCachedUsers();
  const refetchUsers = useRefetchUsers();
  const change = useMutation({
    mutationFn: (newRole: Role) => updateUserRole(user.uid, newRole),
    onSuccess: ({ role, isAdmin }) => {
      setChoice(null);
      updateCachedUsers((users) => users.map((u) => (u.uid === user.uid ? { ...u, role, isAdmin } : u)));
    },
    onError: refetchUsers,
  });
  const locked = whyRoleLocked(actor, user);

  function open(next: Role) {
    if (next === user.role) return;
    change.reset();
    setChoice(next);
  }

  function close() {
    if (!change.isPending) setChoice(null);
  }

  return (
    <div className="min-w-0">
      <select
        aria-label={`Role of ${name}`}
        aria-describedby={change.isSuccess ? messageId : undefined}
        title={locked ?? undefined}
        value={user.role}
        disabled={!!locked || change.isPending}
        onChange={(event) => open(event.target.value as Role)}
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
      {change.isSuccess && (
        <p id={messageId} role="status" className="mt-1 text-xs text-success">
          Role changed to {ROLE_LABELS[change.data.role]}.
        </p>
      )}
      {choice && (
        <Dialog
          open
          onOpenChange={(next) => !next && close()}
          title={`Change the role of ${name}?`}
          description={
            <>
              From <strong className="text-fg">{ROLE_LABELS[user.role]}</strong> to <strong className="text-fg">{ROLE_LABELS[choice]}</strong>.{' '}
              {roleChangeEffect(user.role, choice)}
            </>
          }
        >
          {change.isError && <Alert className="mb-4">{errorMessage(change.error)}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button onClick={() => change.mutate(choice)} disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change role'}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
