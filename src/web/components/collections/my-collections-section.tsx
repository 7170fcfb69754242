import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { errorMessage } from '../../lib/api-client';
import { useCreateCollection } from './collections-api';
import { CollectionForm } from './collection-form';
import { collectionPath } from './collection-tile';
import { UserCollections } from './user-collections';

/** A new collection from the dashboard; made, it opens its page. */
function NewCollectionDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const create = useCreateCollection();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)} title="New collection">
      {open && (
        <div className="space-y-4">
          <CollectionForm
            initial={{ name: '', description: '', visibility: 'public' }}
            submitLabel="Create collection"
            busy={create.isPending}
            onCancel={() => onOpenChange(false)}
            onSubmit={(fields) => create.mutate(fields, { onSuccess: ({ collection }) => void navigate(collectionPath(collection.id)) })}
          />
          {create.isError && <Alert>{errorMessage(create.error)}</Alert>}
        </div>
      )}
    </Dialog>
  );
}

/** The dashboard's "My collections" (issue 12 item 10): all of mine, private ones marked, and a New collection button. */
export function MyCollectionsSection({ userId }: { userId: string }) {
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="my-collections-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-collections-heading" className="text-lg font-semibold text-fg">
          My collections
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" /> New collection
        </Button>
      </div>
      <UserCollections userId={userId} isOwn />
      <NewCollectionDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
