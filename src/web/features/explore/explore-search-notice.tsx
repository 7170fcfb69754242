import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { LICENCE_LABELS } from '../../../shared/constants/model-rules';
import type { ContractOutput } from '../../../shared/contracts/define-contract';
import type { searchModels } from '../../../shared/contracts/discovery/discovery';
import { exploreHref } from '../../lib/explore-href';

/** The filters the server read from the words (searchModels' `filtersFromText`). */
type FiltersFromText = ContractOutput<typeof searchModels>['filtersFromText'];

interface ExploreSearchNoticeProps {
  filters: ExploreFilters;
  /** The text the server searched instead of what was typed (a typo corrected), if it did. */
  searchedFor: string | null;
  filtersFromText: FiltersFromText;
}

function readFilters(filters: FiltersFromText): string {
  const parts = [
    filters.format && `format ${filters.format.toUpperCase()}`,
    filters.category && `category ${filters.category}`,
    filters.licence && `licence ${LICENCE_LABELS[filters.licence]}`,
  ].filter(Boolean);
  return parts.join(', ');
}

/**
 * What the search did with the words (issue 10): "Showing results for gear" after a typo, and the
 * filters read from them, each with a way to search the text exactly as typed instead.
 */
export function ExploreSearchNotice({ filters, searchedFor, filtersFromText }: ExploreSearchNoticeProps) {
  const asFilters = readFilters(filtersFromText);
  if (!filters.q || (!searchedFor && !asFilters)) return null;
  const asTyped = exploreHref({ ...filters, verbatim: true });
  return (
    <div role="status" className="mb-5 flex gap-3 rounded-xl border border-border bg-surface-muted px-4 py-3 text-sm text-fg">
      <Info className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
      <div className="min-w-0 break-words">
        {searchedFor && (
          <p>
            Showing results for <strong className="font-semibold">{searchedFor}</strong>.{' '}
            <span className="text-fg-muted">
              Search instead for{' '}
              <Link to={asTyped} className="font-medium text-brand underline-offset-2 hover:underline">
                {filters.q}
              </Link>
            </span>
          </p>
        )}
        {asFilters && (
          <p className={searchedFor ? 'mt-1' : undefined}>
            Filtered by {asFilters}, from your search.{' '}
            {!searchedFor && (
              <Link to={asTyped} className="font-medium text-brand underline-offset-2 hover:underline">
                Search “{filters.q}” as words
              </Link>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
