import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api-client';
import { useDeleteCollection } from '../../components/collections/collections-api';

interface DeleteCollectionDialogProps {
  collection: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}

/** Confirms before deleting: the list goes, the models in it stay where they are. */
export function DeleteCollectionDialog({ collection, open, onOpenChange, onDeleted }: DeleteCollectionDialogProps) {
  const remove = useDeleteCollection();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      title={`Delete “${collection.name}”?`}
      description="The collection is removed for good. The models in it are not deleted."
    >
      <div className="space-y-4">
        {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate({ collectionId: collection.id }, { onSuccess: onDeleted })}>
            {remove.isPending ? 'Deleting…' : 'Delete collection'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
