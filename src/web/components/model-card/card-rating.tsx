import { Star } from 'lucide-react';
import { formatCompactCount, formatCount } from '../../lib/indian-numbers';

/** A card's stars (issue 12): the average to one decimal and how many reviews, "4.6 (12)". */
export function CardRating({ averageRating, reviewCount }: { averageRating: number; reviewCount: number }) {
  const average = averageRating.toFixed(1);
  const said = `Rated ${average} out of 5 from ${formatCount(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <span className="flex items-center gap-1 tabular-nums" title={said}>
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">{said}</span>
      <span aria-hidden="true">
        <span className="font-medium text-fg">{average}</span> ({formatCompactCount(reviewCount)})
      </span>
    </span>
  );
}
