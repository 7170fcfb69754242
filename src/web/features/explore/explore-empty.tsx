import { SearchX, Upload } from 'lucide-react';
import { Link } from 'react-router';
import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { Button, buttonClasses } from '../../components/ui/button';
import { exploreHref } from '../../lib/explore-href';
import { activeFilterCount } from '../../../shared/explore-params';

interface ExploreEmptyProps {
  filters: ExploreFilters;
  clearFilters(): void;
}

/** No results: say why in plain words and offer the way out that fits (fewer filters, other words, or an upload). */
export function ExploreEmpty({ filters, clearFilters }: ExploreEmptyProps) {
  const narrowed = activeFilterCount(filters) > 0;
  const heading = filters.q ? `No models match “${filters.q}”` : narrowed ? 'No models match these filters' : 'No models here yet';
  const advice = narrowed
    ? 'Try removing a filter or two: fewer filters find more models.'
    : filters.q
      ? 'Check the spelling, or try a shorter or more general word, like “vase” instead of “spiral flower vase”.'
      : 'Nobody has shared a public model yet. Yours could be the first.';
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-soft">
        <SearchX className="size-8 text-brand" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold break-words text-fg">{heading}</h2>
      <p className="max-w-md text-fg-muted">{advice}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {narrowed && <Button onClick={clearFilters}>Clear filters</Button>}
        {filters.q && !narrowed && (
          <Link to={exploreHref()} className={buttonClasses('primary')}>
            Browse all models
          </Link>
        )}
        <Link to="/upload" className={buttonClasses(narrowed || filters.q ? 'secondary' : 'primary')}>
          <Upload className="size-4" aria-hidden="true" /> Upload a model
        </Link>
      </div>
    </div>
  );
}
