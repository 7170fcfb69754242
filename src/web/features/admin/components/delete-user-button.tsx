import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { deleteUser } from '../api/delete-user';
import { useRefetchUsers, useUpdateCachedUsers } from '../api/list-users';
import { whyDeleteLocked } from './role-rules';

interface DeleteUserButtonProps {
  user: OwnAccount;
  actor: OwnAccount;
  name: string;
  onDeleted(name: string): void;
}

export function DeleteUserButton({ user, actor, name, onDeleted }: DeleteUserButtonProps) {
  const [open, setOpen] = useState(false);
  const updateCachedUsers = useUpdateCachedUsers();
  const refetchUsers = useRefetchUsers();
  const remove = useMutation({
    mutationFn: () => deleteUser(user.uid),
    onSuccess: () => {
      setOpen(false);
      onDeleted(name);
      updateCachedUsers((users) => users.filter((u) => u.uid !== user.uid));
    },
    onError: refetchUsers,
  });
  const locked = whyDeleteLocked(actor, user);

  function toggle(next: boolean) {
    if (remove.isPending) return;
    if (!next) remove.reset();
    setOpen(next);
  }

  return (
    <>
      <span title={locked ?? undefined} className="inline-flex">
        <Button variant="ghost" size="sm" className="text-danger! hover:bg-danger-soft" disabled={!!locked} onClick={() => toggle(true)} aria-label={`Delete ${name}`}>
          <Trash2 className="size-4" aria-hidden="true" />
          <span aria-hidden="true">Delete</span>
        </Button>
      </span>
      <Dialog
        open={open}
        onOpenChange={toggle}
        title={`Delete ${name}?`}
        description={
          <>
            The account <strong className="text-fg [overflow-wrap:anywhere]">{user.email}</strong>, its profile and avatar are removed for good, and every session it has ends at
            once. This cannot be undone.
          </>
        }
      >
        {remove.isError && <Alert className="mb-4">{errorMessage(remove.error)}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => toggle(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete user'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
