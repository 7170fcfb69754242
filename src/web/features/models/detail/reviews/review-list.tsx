import type { ReviewItem } from '../../../../../shared/contracts/community/reviews';
import { Button } from '../../../../components/ui/button';
import { LocalDate } from '../../../../components/ui/local-date';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { Link } from 'react-router';
import { Stars } from './stars';

interface ReviewListProps {
  reviews: ReviewItem[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

/** Reviews newest first, each as plain text (nothing in a comment is rendered as markup). */
export function ReviewList({ reviews, hasMore, loadingMore, loadMore }: ReviewListProps) {
  if (reviews.length === 0) return null;
  return (
    <div className="space-y-4">
      <ul aria-label="Reviews" className="divide-y divide-border">
        {reviews.map((review) => (
          <li key={review.id} data-testid="review" className="flex gap-3 py-4 first:pt-0">
            <UserAvatar name={review.reviewer.displayName} photoURL={review.reviewer.photoURL} />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link to={`/profile/${review.reviewer.uid}`} className="truncate font-medium text-fg hover:underline">
                  {review.reviewer.displayName}
                </Link>
                <Stars rating={review.rating} />
                <span className="text-xs text-fg-muted">
                  <LocalDate iso={review.updatedAt} style="short" />
                  {review.updatedAt !== review.createdAt && ' · edited'}
                </span>
              </div>
              {review.comment && <p className="text-sm break-words whitespace-pre-line text-fg">{review.comment}</p>}
            </div>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="secondary" size="sm" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading...' : 'Load more reviews'}
        </Button>
      )}
    </div>
  );
}
