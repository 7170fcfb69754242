import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { defaultSort, EXPLORE_SORT_LABELS, EXPLORE_SORTS, type ExploreSort } from '../../../shared/constants/discovery-rules';

interface ExploreSortSelectProps {
  q: string | undefined;
  sort: ExploreSort | undefined;
  onChange(sort: ExploreSort): void;
}

/** The order of the results. "Best match" ranks by the search text, so it is offered only with text. */
export function ExploreSortSelect({ q, sort, onChange }: ExploreSortSelectProps) {
  const id = useId();
  const sorts = q ? EXPLORE_SORTS : EXPLORE_SORTS.filter((s) => s !== 'best');
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      {/* Phones have room for the Filters button and the select only; the arrows icon says "order" there. */}
      <label htmlFor={id} className="sr-only shrink-0 text-sm font-medium text-fg-muted sm:not-sr-only">
        Sort by
      </label>
      <div className="relative min-w-0 flex-1">
        <ArrowDownUp className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted" aria-hidden="true" />
        <select
          id={id}
          value={sort ?? defaultSort(q)}
          onChange={(e) => onChange(e.target.value as ExploreSort)}
          className="block h-10 w-full appearance-none truncate rounded-lg border border-border bg-surface py-2 pr-9 pl-9 text-sm text-fg focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none"
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {EXPLORE_SORT_LABELS[s]}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted" aria-hidden="true" />
      </div>
    </div>
  );
}
