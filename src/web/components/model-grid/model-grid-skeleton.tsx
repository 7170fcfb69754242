import { cn } from '../ui/cn';
import { RESULTS_GRID } from './model-grid';
import { ModelCardSkeleton } from '../model-card/model-card-skeleton';

/** Three rows on every width: three of two on phones, three of three from tablets up. */
const PLACEHOLDERS = 9;
const ON_PHONES = 6;

/** A model grid's stand-in while its first models load: the grid's shape at once, and "Loading..." for screen readers. */
export function ModelGridSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div className={RESULTS_GRID}>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <ModelCardSkeleton key={i} className={cn(i >= ON_PHONES && 'hidden md:flex')} />
        ))}
      </div>
    </div>
  );
}
