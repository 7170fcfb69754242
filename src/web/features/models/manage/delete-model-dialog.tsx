import { Trash2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteModel } from '../api/delete-model';

interface DeleteModelDialogProps {
  model: { id: string; title: string; userId: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted?(): void;
}

/** Asks once before a model, its files and its counts are removed for good. */
export function DeleteModelDialog({ model, open, onOpenChange, onDeleted }: DeleteModelDialogProps) {
  const remove = useDeleteModel();

  function close(next: boolean) {
    if (remove.isPending) return;
    if (!next) remove.reset();
    onOpenChange(next);
  }

  function confirm() {
    remove.mutate(model, {
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
