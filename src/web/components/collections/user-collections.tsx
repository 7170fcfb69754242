import { FolderOpen } from 'lucide-react';
import { Button } from '../ui/button';
import { LoadFailed } from '../ui/load-failed';
import { Spinner } from '../ui/spinner';
import { useUserCollections } from './collections-api';
import { CollectionTile } from './collection-tile';

export const COLLECTIONS_GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3';

function NoCollections({ isOwn }: { isOwn: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
      <FolderOpen className="size-10 text-fg-muted" aria-hidden="true" />
      <p className="font-medium text-fg">No collections yet</p>
      <p className="max-w-md text-sm text-fg-muted">
        {isOwn ? 'Press “Save to collection” on a model’s page to start one.' : 'Public collections will show here.'}
      </p>
    </div>
  );
}

/**
 * A person's collections as a grid of tiles with "Load more": the public profile's Collections tab
 * and the dashboard. `isOwn` shows the private badge; the server already lists private ones to their owner only.
 */
export function UserCollections({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const query = useUserCollections(userId);
  const collections = query.data?.pages.flatMap((page) => page.collections) ?? [];
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading collections" />
      </div>
    );
  }
  if (query.isError && collections.length === 0) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the collections." />;
  }
  if (collections.length === 0) return <NoCollections isOwn={isOwn} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className={COLLECTIONS_GRID} aria-label="Collections">
        {collections.map((collection) => (
          <li key={collection.id} className="flex">
            <div className="w-full">
              <CollectionTile collection={collection} showPrivate={isOwn} />
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && <LoadFailed error={query.error} onRetry={() => void query.fetchNextPage()} lead="Could not load more collections." />}
    </div>
  );
}
