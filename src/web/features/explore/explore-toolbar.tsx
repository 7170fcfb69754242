import { SlidersHorizontal } from 'lucide-react';
import type { ExploreSort } from '../../../shared/constants/discovery-rules';
import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { Button } from '../../components/ui/button';
import { activeFilterCount } from '../../../shared/explore-params';
import { ExploreSortSelect } from './explore-sort-select';

interface ExploreToolbarProps {
  filters: ExploreFilters;
  /** "12 models for “vase”", or what is happening instead ("Finding models…"). */
  countText: string;
  onSort(sort: ExploreSort): void;
  panelId: string;
  panelOpen: boolean;
  onTogglePanel(): void;
}

/** Above the results: how many there are (announced as it changes), the phone's Filters button, and the sort. */
export function ExploreToolbar({ filters, countText, onSort, panelId, panelOpen, onTogglePanel }: ExploreToolbarProps) {
  const active = activeFilterCount(filters);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <p role="status" className="min-h-6 min-w-0 font-medium break-words text-fg" data-testid="result-count">
        {countText}
      </p>
      <div className="flex w-full items-center gap-2 sm:w-auto">
        <Button variant="secondary" size="sm" className="h-10 flex-1 sm:flex-none lg:hidden" aria-expanded={panelOpen} aria-controls={panelId} onClick={onTogglePanel}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
          {active > 0 && (
            <span className="rounded-full bg-brand px-1.5 text-xs font-semibold text-brand-fg">
              {active}
              <span className="sr-only"> on</span>
            </span>
          )}
        </Button>
        <ExploreSortSelect q={filters.q} sort={filters.sort} onChange={(sort) => onSort(sort)} />
      </div>
    </div>
  );
}
