import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api-client';
import type { CollectionDetail } from '../../../shared/contracts/community/collections';
import { useUpdateCollection } from '../../components/collections/collections-api';
import { CollectionForm } from '../../components/collections/collection-form';

interface EditCollectionDialogProps {
  collection: CollectionDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Its owner renames the collection, rewrites its description, or makes it public or private. */
export function EditCollectionDialog({ collection, open, onOpenChange }: EditCollectionDialogProps) {
  const update = useUpdateCollection();
  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)} title="Edit collection">
      {/* A new form each time it opens, so it starts from what the collection is now. */}
      {open && (
        <div className="space-y-4">
          <CollectionForm
            initial={collection}
            submitLabel="Save changes"
            busy={update.isPending}
            onCancel={() => onOpenChange(false)}
            onSubmit={(fields) => update.mutate({ collectionId: collection.id, ...fields }, { onSuccess: () => onOpenChange(false) })}
          />
          {update.isError && <Alert>{errorMessage(update.error)}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
