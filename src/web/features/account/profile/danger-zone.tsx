import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DangerZone({ isSuperAdmin, signsInWithGoogle }: { isSuperAdmin: boolean; signsInWithGoogle: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-fg">
        {isSuperAdmin
          ? 'You are the super admin. Make someone else super admin before you delete your account; the server will refuse until then.'
          : 'Deleting your account removes your profile, avatar and sign-in details immediately.'}
      </p>
      <Button variant="danger" className="shrink-0" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" /> Delete my account
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} passwordOptional={signsInWithGoogle} />
    </div>
  );
}
