import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { LoadFailed } from '../ui/load-failed';
import { Spinner } from '../ui/spinner';
import { VisibilityBadge } from '../model-card/visibility-badge';
import { errorMessage } from '../../lib/api-client';
import { useAddModelToCollection, useCreateCollection, useMyCollections, useRemoveModelFromCollection } from './collections-api';
import { CollectionForm } from './collection-form';
import { collectionPath, modelCountText } from './collection-tile';

interface SaveToCollectionDialogProps {
  modelId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * "Save to collection" (issue 12 item 6): the caller's collections with a checkbox each (checked =
 * the model is in it; ticking adds, unticking removes), and a new collection made inline, with the
 * model already in it. Loaded only when opened.
 */
export default function SaveToCollectionDialog({ modelId, open, onOpenChange }: SaveToCollectionDialogProps) {
  const mine = useMyCollections(modelId, open);
  const add = useAddModelToCollection();
  const remove = useRemoveModelFromCollection();
  const create = useCreateCollection();
  const [creating, setCreating] = useState(false);
  // The collection whose box was last pressed: its box waits for the answer.
  const [pressed, setPressed] = useState<string | null>(null);
  const changing = add.isPending || remove.isPending;
  const failed = add.error ?? remove.error ?? create.error;

  function toggle(collectionId: string, inIt: boolean) {
    setPressed(collectionId);
    (inIt ? remove : add).mutate({ collectionId, modelId });
  }

  function createWithModel(fields: { name: string; visibility: 'public' | 'private' }) {
    create.mutate(
      { name: fields.name, visibility: fields.visibility },
      {
        onSuccess: ({ collection }) => {
          setCreating(false);
          add.mutate({ collectionId: collection.id, modelId });
        },
      },
    );
  }

  const collections = mine.data?.collections ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Save to collection" description="Tick the collections this model belongs in.">
      <div className="space-y-4">
        {mine.isPending ? (
          <Spinner label="Loading your collections" className="py-6" />
        ) : mine.isError ? (
          <LoadFailed error={mine.error} onRetry={() => void mine.refetch()} lead="Could not load your collections." />
        ) : collections.length === 0 && !creating ? (
          <p className="text-sm text-fg-muted">You have no collections yet. Make one below; this model goes straight in.</p>
        ) : (
          <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label="Your collections">
            {collections.map((c) => (
              <li key={c.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-surface-muted">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-brand"
                    checked={c.hasModel}
                    disabled={changing && pressed === c.id}
                    onChange={() => toggle(c.id, c.hasModel)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-fg">{c.name}</span>
                    <span className="block text-xs text-fg-muted">{modelCountText(c.modelCount)}</span>
                  </span>
                  {c.visibility === 'private' && <VisibilityBadge visibility="private" />}
                </label>
              </li>
            ))}
          </ul>
        )}
        {failed && <Alert>{errorMessage(failed)}</Alert>}
        {creating ? (
          <div className="rounded-xl border border-border p-4">
            <h3 className="mb-3 font-semibold text-fg">New collection</h3>
            <CollectionForm
              initial={{ name: '', description: '', visibility: 'public' }}
              withDescription={false}
              submitLabel="Create and save"
              busy={create.isPending}
              onCancel={() => setCreating(false)}
              onSubmit={createWithModel}
            />
          </div>
        ) : (
          <Button variant="secondary" className="w-full" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" /> New collection
          </Button>
        )}
        {collections.some((c) => c.hasModel) && (
          <p className="text-sm text-fg-muted">
            Saved in{' '}
            {collections
              .filter((c) => c.hasModel)
              .map((c, i) => (
                <span key={c.id}>
                  {i > 0 && ', '}
                  <Link to={collectionPath(c.id)} className="font-medium text-brand hover:underline" onClick={() => onOpenChange(false)}>
                    {c.name}
                  </Link>
                </span>
              ))}
            .
          </p>
        )}
      </div>
    </Dialog>
  );
}
