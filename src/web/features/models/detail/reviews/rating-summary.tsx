import { formatCount } from '../../../../lib/indian-numbers';
import { Stars } from './stars';

/** The average, how many reviews, and a bar per number of stars (five first). */
export function RatingSummary({ averageRating, reviewCount, histogram }: { averageRating: number; reviewCount: number; histogram: number[] | null }) {
  if (reviewCount === 0) return <p className="text-sm text-fg-muted">No reviews yet.</p>;
  const largest = Math.max(1, ...(histogram ?? []));
  return (
    <div data-testid="rating-summary" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex flex-col items-start gap-1 sm:items-center">
        <span className="text-4xl font-bold text-fg tabular-nums">{averageRating.toFixed(1)}</span>
        <Stars rating={averageRating} label={`Rated ${averageRating.toFixed(1)} out of 5`} />
        <span className="text-sm text-fg-muted tabular-nums">
          {formatCount(reviewCount)} {reviewCount === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      {histogram && (
        <ul aria-label="Reviews by stars" className="flex-1 space-y-1.5">
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = histogram[stars - 1] ?? 0;
            return (
              <li key={stars} className="flex items-center gap-2 text-sm">
                <span className="w-12 shrink-0 text-fg-muted">{stars} star</span>
                <span className="sr-only">: {formatCount(n)}</span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(n / largest) * 100}%` }} />
                </span>
                <span aria-hidden="true" className="w-10 shrink-0 text-right text-fg-muted tabular-nums">
                  {formatCount(n)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
