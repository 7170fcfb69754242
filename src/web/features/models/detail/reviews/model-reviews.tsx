import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { buttonClasses } from '../../../../components/ui/button';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useLoginPath } from '../../../../lib/use-return-path';
import { useModelReviews } from '../../api/reviews';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** What the viewer may do: review (their form), nothing on their own model, or sign in first. */
function ViewerPart({ modelId, ownerId, mine }: { modelId: string; ownerId: string; mine: Parameters<typeof ReviewForm>[0]['mine'] }) {
  const { account, isLoading } = useSession();
  const loginPath = useLoginPath();
  if (isLoading) return null;
  if (!account) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
        <Link to={loginPath} className={buttonClasses('secondary', 'sm')}>
          Sign in to review
        </Link>
        Share what you think of this model.
      </p>
    );
  }
  if (account.uid === ownerId) return <p className="text-sm text-fg-muted">This is your model, so you can’t review it. Reviews from others appear here.</p>;
  // The form keeps what was sent (or clears on delete), so the refetch after it changes nothing shown.
  return <ReviewForm modelId={modelId} mine={mine} />;
}

/** The Reviews section's content (issue 12 item 4): summary, the viewer's form, and the list. */
export default function ModelReviews({ modelId, ownerId }: { modelId: string; ownerId: string }) {
  const query = useModelReviews(modelId);
  if (query.isPending) {
    return (
      <div className="flex min-h-24 items-center justify-center">
        <Spinner label="Loading reviews..." />
      </div>
    );
  }
  if (query.isError && !query.data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the reviews." />;
  const first = query.data.pages[0]!;
  const reviews = query.data.pages.flatMap((page) => page.reviews);
  return (
    <div className="space-y-6">
      <RatingSummary averageRating={first.averageRating} reviewCount={first.reviewCount} histogram={first.histogram} />
      <ViewerPart modelId={modelId} ownerId={ownerId} mine={first.mine} />
      <ReviewList reviews={reviews} hasMore={query.hasNextPage} loadingMore={query.isFetchingNextPage} loadMore={() => void query.fetchNextPage()} />
      {query.isFetchNextPageError && <Alert>More reviews could not be loaded. {errorMessage(query.error)}</Alert>}
    </div>
  );
}
