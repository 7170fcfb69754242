import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteModel } from '../api/delete-model';
import { AdminChangeReasonField, REASON_MISSING, useChangingOthersModel } from '../admin-change-reason-field';

interface DeleteModelDialogProps {
  model: { id: string; title: string; userId: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted?(): void;
}

/** Asks once before a model, its files and its counts are removed for good. */
export function DeleteModelDialog({ model, open, onOpenChange, onDeleted }: DeleteModelDialogProps) {
  const remove = useDeleteModel();
  const othersModel = useChangingOthersModel(model.userId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  function close(next: boolean) {
    if (remove.isPending) return;
    if (!next) remove.reset();
    onOpenChange(next);
  }

  function confirm() {
    if (othersModel && !reason.trim()) return setReasonError(REASON_MISSING);
    remove.mutate({ ...model, reason: othersModel ? reason.trim() : undefined }, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted?.();
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete this model?"
      description={
        <>
          <strong className="font-semibold text-fg">{model.title}</strong> will be removed with its files, preview images and counts. This cannot be undone.
        </>
      }
    >
      {othersModel && (
        <AdminChangeReasonField
          value={reason}
          error={reasonError}
          disabled={remove.isPending}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
        />
      )}
      {remove.isError && <Alert className="mb-4">{errorMessage(remove.error)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => close(false)} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          <Trash2 className="size-4" aria-hidden="true" />
          {remove.isPending ? 'Deleting…' : 'Delete model'}
        </Button>
      </div>
    </Dialog>
  );
}
