import { Box } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ModelGrid } from '../../../components/model-grid/model-grid';
import { ModelGridSkeleton } from '../../../components/model-grid/model-grid-skeleton';
import { LoadFailed } from '../../../components/ui/load-failed';
import { modelsText } from '../../../lib/model-count';
import { LINK_CLASSES } from '../auth/auth-card';
import { useCreatorModels } from '../api/get-creator-models';

interface CreatorModelsProps {
  uid: string;
  name: string;
  isOwn: boolean;
}

function NoModels({ name, isOwn }: { name: string; isOwn: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
      <Box className="size-10 text-fg-muted" aria-hidden="true" />
      <p className="max-w-md text-fg-muted [overflow-wrap:anywhere]">
        {isOwn ? 'You have no public models yet. Models you publish as public appear here for everyone.' : `${name} has not published any models yet.`}
      </p>
      {isOwn && (
        <Link to="/upload" className={buttonClasses('primary', 'sm')}>
          Upload a model
        </Link>
      )}
    </div>
  );
}

/** The profile's models: the creator's public models as cards, with "Load more" as on explore. */
export function CreatorModels({ uid, name, isOwn }: CreatorModelsProps) {
  const query = useCreatorModels(uid);
  const pages = query.data?.pages;
  const models = pages?.flatMap((page) => page.models) ?? [];
  const total = pages?.[0]?.total ?? null;

  return (
    <section aria-labelledby="models-heading" className="mt-10">
      <div className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="models-heading" className="text-lg font-semibold text-fg">
          Models
        </h2>
        {total && total.count > 0 && <p className="text-sm text-fg-muted">{modelsText(total)}</p>}
      </div>
      {isOwn && (
        <p className="mb-4 text-sm text-fg-muted">
          Everyone sees your public models here. Private ones stay in{' '}
          <Link to="/manage" className={LINK_CLASSES}>
            My Models
          </Link>
          .
        </p>
      )}
      {query.isPending ? (
        <ModelGridSkeleton />
      ) : query.isError && models.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the models." />
      ) : models.length === 0 || !total ? (
        <NoModels name={name} isOwn={isOwn} />
      ) : (
        <ModelGrid
          models={models}
          total={total}
          updating={false}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadMoreError={query.isFetchNextPageError ? query.error : null}
          loadMore={() => void query.fetchNextPage()}
          label={`Models by ${name}`}
          headingLevel="h3"
        />
      )}
    </section>
  );
}
