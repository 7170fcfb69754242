import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { ModelGrid } from '../../../components/model-grid/model-grid';
import { ModelGridSkeleton } from '../../../components/model-grid/model-grid-skeleton';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useFollowedModels } from '../../../lib/followed-models';

/** The dashboard's "From people you follow" (issue 12, item 5): their newest public models, or a hint when there are none. */
export function FollowedModels() {
  const query = useFollowedModels();
  const models = query.data?.pages.flatMap((page) => page.models) ?? [];
  return (
    <section aria-labelledby="followed-heading">
      <h2 id="followed-heading" className="mb-3 text-lg font-semibold text-fg">
        From people you follow
      </h2>
      {query.isPending ? (
        <ModelGridSkeleton />
      ) : query.isError && models.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the newest models of the people you follow." />
      ) : models.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-8 text-center">
          <UserPlus className="size-10 text-fg-muted" aria-hidden="true" />
          <p className="max-w-md text-sm text-fg-muted">Follow creators from their profile or a model page, and their new models show up here.</p>
          <Link to="/explore" className={buttonClasses('secondary', 'sm')}>
            Find creators on Explore
          </Link>
        </div>
      ) : (
        <ModelGrid
          models={models}
          updating={false}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadMoreError={query.isFetchNextPageError ? query.error : null}
          loadMore={() => void query.fetchNextPage()}
          label="New models from people you follow"
          headingLevel="h3"
        />
      )}
    </section>
  );
}
