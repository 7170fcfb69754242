import { useState } from 'react';
import type { MakeItem } from '../../../shared/contracts/makes/make-shapes';
import { errorMessage } from '../../lib/api-client';
import { useDeleteMake } from '../../lib/makes';
import { useSession } from '../../lib/session';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextAreaField } from '../ui/field';

/** Asks before deleting a make; an admin removing someone else's says why (it is audited). */
export function DeleteMakeDialog({ make, open, onOpenChange }: { make: MakeItem; open: boolean; onOpenChange(open: boolean): void }) {
  const { account } = useSession();
  const remove = useDeleteMake(make.modelId);
  const [reason, setReason] = useState('');
  const someoneElses = account?.uid !== make.maker.uid;
  const ready = !someoneElses || reason.trim().length > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title="Delete this make?"
      description="Its photos go with it. This cannot be undone."
    >
      {someoneElses && <TextAreaField label="Why are you removing it?" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className="mb-4" />}
      {remove.isError && <Alert className="mb-4">{errorMessage(remove.error)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep it
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending || !ready}
          onClick={() => remove.mutate({ makeId: make.id, ...(someoneElses ? { reason: reason.trim() } : {}) }, { onSuccess: () => onOpenChange(false) })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
