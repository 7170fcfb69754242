import { Star } from 'lucide-react';
import { formatCount } from '../../../../lib/indian-numbers';

/**
 * The model page header's stars: the average and how many reviews, linking down to the Reviews
 * section. Nothing when there are none yet (the section says so).
 */
export function HeaderRating({ averageRating, reviewCount }: { averageRating: number; reviewCount: number }) {
  if (reviewCount <= 0) return null;
  return (
    <a href="#reviews" data-testid="header-rating" className="mt-2 inline-flex items-center gap-1.5 rounded text-sm text-fg-muted hover:text-fg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="font-semibold text-fg tabular-nums">{averageRating.toFixed(1)}</span>
      <span className="sr-only">out of 5,</span>
      <span className="tabular-nums">
        {formatCount(reviewCount)} {reviewCount === 1 ? 'review' : 'reviews'}
      </span>
    </a>
  );
}
