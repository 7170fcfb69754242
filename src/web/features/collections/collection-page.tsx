import { FolderX, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppError } from '../../../shared/app-error';
import type { CollectionDetail } from '../../../shared/contracts/community/collections';
import { VisibilityBadge } from '../../components/model-card/visibility-badge';
import { ModelGrid } from '../../components/model-grid/model-grid';
import { LoadErrorScreen } from '../../components/status-screen/load-error-screen';
import { NotFoundScreen } from '../../components/status-screen/not-found-screen';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/ui/user-avatar';
import { usePageTitle } from '../../lib/use-page-title';
import { useCollection } from '../../components/collections/collections-api';
import { modelCountText } from '../../components/collections/collection-tile';
import { DeleteCollectionDialog } from './delete-collection-dialog';
import { EditCollectionDialog } from './edit-collection-dialog';
import { OwnerModelList } from './owner-model-list';

/** A missing collection and a private one look the same, so a private collection's existence is not revealed. */
function CollectionNotFound() {
  return (
    <NotFoundScreen visual={<FolderX className="size-12 text-fg-muted" aria-hidden="true" />} title="Collection not found">
      This collection may have been deleted or made private by its owner, or the link may be mistyped.
    </NotFoundScreen>
  );
}

function CollectionHeader({ collection }: { collection: CollectionDetail }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const ownerName = collection.owner.displayName || 'Anonymous';
  return (
    <header className="flex flex-col gap-5 border-b border-border pb-8 sm:flex-row sm:items-start">
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-soft to-surface-muted sm:w-64">
        {collection.cover && <img src={collection.cover} alt="" className="size-full object-cover" fetchPriority="high" />}
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-3xl font-bold tracking-tight text-fg [overflow-wrap:anywhere]">{collection.name}</h1>
          <VisibilityBadge visibility={collection.visibility} />
        </div>
        {collection.description && <p className="max-w-2xl whitespace-pre-line text-fg [overflow-wrap:anywhere]">{collection.description}</p>}
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <Link to={`/profile/${encodeURIComponent(collection.owner.uid)}`} className="inline-flex items-center gap-2 font-medium text-fg hover:underline">
            <UserAvatar name={ownerName} photoURL={collection.owner.photoURL} size="sm" />
            {ownerName}
          </Link>
          <span aria-hidden="true">·</span>
          <span>{modelCountText(collection.modelCount)}</span>
        </p>
        {collection.isOwner && (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </Button>
            <EditCollectionDialog collection={collection} open={editing} onOpenChange={setEditing} />
            <DeleteCollectionDialog
              collection={collection}
              open={deleting}
              onOpenChange={setDeleting}
              onDeleted={() => void navigate('/dashboard', { replace: true })}
            />
          </div>
        )}
      </div>
    </header>
  );
}

/** `/collection/{id}` (issue 12 item 6): the collection, its models as cards in the owner's order, and the owner's actions. */
export default function CollectionPage() {
  const { collectionId = '' } = useParams();
  const query = useCollection(collectionId);
  const collection = query.data?.pages[0]?.collection;
  usePageTitle(collection?.name ?? (query.isError ? 'Collection not found' : undefined));
  if (query.isPending) return <Spinner />;
  if (!collection) {
    if (query.error instanceof AppError && query.error.code === 'not-found') return <CollectionNotFound />;
    return <LoadErrorScreen title="Could not load this collection" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const models = (query.data?.pages ?? []).flatMap((page) => page.models);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <CollectionHeader collection={collection} />
      <section aria-labelledby="collection-models-heading" className="space-y-4">
        <h2 id="collection-models-heading" className="text-lg font-semibold text-fg">
          Models
        </h2>
        {models.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-4 py-10 text-center text-fg-muted">
            {collection.isOwner ? 'Nothing here yet. Press “Save to collection” on a model’s page to add it.' : 'This collection has no models yet.'}
          </p>
        ) : collection.isOwner ? (
          <>
            <OwnerModelList collectionId={collection.id} models={models} canReorder={!query.hasNextPage} />
            {query.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            )}
            {query.isFetchNextPageError && <LoadFailed error={query.error} onRetry={() => void query.fetchNextPage()} />}
          </>
        ) : (
          <ModelGrid
            models={models}
            updating={false}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            loadMoreError={query.isFetchNextPageError ? query.error : null}
            loadMore={() => void query.fetchNextPage()}
            label="Models in this collection"
            headingLevel="h3"
          />
        )}
      </section>
    </div>
  );
}
