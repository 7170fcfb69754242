import { Star } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';

/** Five stars, the first `rating` (rounded to the nearest half-up whole) filled; read as "Rated n out of 5". */
export function Stars({ rating, className, label }: { rating: number; className?: string; label?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label ?? `Rated ${rating % 1 === 0 ? rating : rating.toFixed(1)} out of 5`} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn('size-4', n <= filled ? 'fill-amber-400 text-amber-500' : 'text-fg-muted/50')} />
      ))}
    </span>
  );
}
