import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { ModelGrid } from '../../../components/model-grid/model-grid';
import { ModelGridSkeleton } from '../../../components/model-grid/model-grid-skeleton';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LINK_CLASSES } from '../auth/auth-card';
import { useUserLikes } from '../api/list-user-likes';

/** The Likes tab: the models a member liked, newest like first; shown only when they allow it, or to themself. */
export function UserLikes({ userId, name, isOwn, likesPublic }: { userId: string; name: string; isOwn: boolean; likesPublic: boolean }) {
  const query = useUserLikes(userId);
  const models = query.data?.pages.flatMap((page) => page.models) ?? [];
  return (
    <div className="space-y-4">
      {isOwn && (
        <p className="text-sm text-fg-muted">
          {likesPublic ? 'Everyone can see the models you liked.' : 'Only you can see this tab.'} Change this in{' '}
          <Link to="/profile/edit" className={LINK_CLASSES}>
            Account Settings
          </Link>
          .
        </p>
      )}
      {query.isPending ? (
        <ModelGridSkeleton />
      ) : query.isError && models.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the liked models." />
      ) : models.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
          <Heart className="size-10 text-fg-muted" aria-hidden="true" />
          <p className="max-w-md text-fg-muted [overflow-wrap:anywhere]">{isOwn ? 'Models you like appear here.' : `${name} has not liked any models yet.`}</p>
        </div>
      ) : (
        <ModelGrid
          models={models}
          updating={false}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadMoreError={query.isFetchNextPageError ? query.error : null}
          loadMore={() => void query.fetchNextPage()}
          label={`Models ${isOwn ? 'you' : name} liked`}
          headingLevel="h3"
        />
      )}
    </div>
  );
}
