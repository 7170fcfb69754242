import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { ModelGrid } from '../../../components/model-grid/model-grid';
import { ModelGridSkeleton } from '../../../components/model-grid/model-grid-skeleton';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useSavedModels } from '../api/list-saved-models';

function NothingSaved() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
      <Bookmark className="size-10 text-fg-muted" aria-hidden="true" />
      <p className="font-medium text-fg">Nothing saved yet</p>
      <p className="max-w-md text-sm text-fg-muted">Press Save on a model’s page to keep it here for later.</p>
      <Link to="/explore" className={buttonClasses('primary', 'sm')}>
        Explore models
      </Link>
    </div>
  );
}

/** The dashboard's Saved list (issue 12, item 2): bookmarked models as cards, newest saved first. */
export function SavedModels() {
  const query = useSavedModels();
  const models = query.data?.pages.flatMap((page) => page.models) ?? [];
  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="mb-3 text-lg font-semibold text-fg">
        Saved
      </h2>
      {query.isPending ? (
        <ModelGridSkeleton />
      ) : query.isError && models.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your saved models." />
      ) : models.length === 0 ? (
        <NothingSaved />
      ) : (
        <ModelGrid
          models={models}
          updating={false}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadMoreError={query.isFetchNextPageError ? query.error : null}
          loadMore={() => void query.fetchNextPage()}
          label="Saved models"
          headingLevel="h3"
        />
      )}
    </section>
  );
}
