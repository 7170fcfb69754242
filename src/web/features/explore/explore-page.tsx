import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ModelGrid } from '../../components/model-grid/model-grid';
import { ModelGridSkeleton } from '../../components/model-grid/model-grid-skeleton';
import { AdSlot } from '../../components/ad-slot/ad-slot';
import { LoadFailed } from '../../components/ui/load-failed';
import { usePageTitle } from '../../lib/use-page-title';
import { resultCountText } from './explore-count';
import { ExploreCreators } from './explore-creators';
import { ExploreEmpty } from './explore-empty';
import { ExploreFilterPanel } from './explore-filter-panel';
import { ExploreSearchNotice } from './explore-search-notice';
import { exploreHref } from '../../lib/explore-href';
import { ExploreSearchField } from './explore-search-field';
import { ExploreToolbar } from './explore-toolbar';
import { useExploreFilters } from './use-explore-filters';
import { useExploreResults } from './api/search-models';
import { cachedListStart } from './cached-list-start';
import { useRestoredScroll } from './use-restored-scroll';

const PANEL_ID = 'explore-filters';

export default function ExplorePage() {
  const { filters, after, update, clearFilters, markPlace } = useExploreFilters();
  usePageTitle(filters.q ? `“${filters.q}” on Explore` : 'Explore models');
  const [panelOpen, setPanelOpen] = useState(false);
  // A place in the address when the page opened (a reload, a shared link) brings the list from the
  // top down through that page (decision 062); other filters start at the top. Back from a model
  // finds the list it left in the cache, with that place among its pages, and shows it at once.
  const filtersKey = JSON.stringify(filters);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(() => {
    const cached = after ? cachedListStart(queryClient, filters, after) : null;
    return { filtersKey, after: cached ? cached.start : after };
  });
  const start = opened.filtersKey === filtersKey ? opened.after : undefined;
  const query = useExploreResults(filters, start);
  const pages = query.data?.pages;
  const models = pages?.flatMap((page) => page.models) ?? [];
  const first = pages?.[0];
  const total = first?.total ?? null;
  const updating = query.isPlaceholderData;
  const failed = query.isError && models.length === 0;
  const searched = first?.searchedFor ?? filters.q;
  // The list could not be read again down to the place (it moved, or the place is deep): that page alone.
  const laterOnly = Boolean(start) && first?.throughAt === null;
  const grid = useRef<HTMLDivElement>(null);
  useRestoredScroll(grid, models.length > 0 && !updating, start ? (first?.throughAt ?? null) : null);
  const countText = query.isPending ? 'Finding models…' : failed || !total ? '' : updating ? 'Updating results…' : resultCountText(total, searched);

  // Each page loaded with "Load more" is recorded in the address, so a reload shows the list down to it.
  const pageParams = query.data?.pageParams;
  const lastStart = !updating && pageParams && pageParams.length > 1 ? (pageParams.at(-1) as string | null) : undefined;
  useEffect(() => {
    if (lastStart) markPlace(lastStart);
  }, [lastStart, markPlace]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 border-b border-border pb-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-fg">Explore models</h1>
          <p className="mt-2 text-fg-muted">Search the community's 3D models by name, tag, category or creator, and narrow them down with filters.</p>
        </div>
        <ExploreSearchField q={filters.q ?? ''} onSearch={(q) => update({ q })} />
      </header>
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8 lg:gap-y-5">
        <div className="flex flex-col gap-6 lg:contents">
          <div className="lg:col-start-2 lg:row-start-1">
            <ExploreToolbar
              filters={filters}
              countText={countText}
              onSort={(sort) => update({ sort })}
              panelId={PANEL_ID}
              panelOpen={panelOpen}
              onTogglePanel={() => setPanelOpen((open) => !open)}
            />
          </div>
          {/* Phones show the filters only when asked; wide screens keep them beside the results. */}
          <div className={cn('lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block', panelOpen ? 'block' : 'hidden')}>
            <ExploreFilterPanel id={PANEL_ID} filters={filters} update={update} clearFilters={clearFilters} />
          </div>
        </div>
        <div className="min-w-0 lg:col-start-2">
          {first && !updating && <ExploreSearchNotice filters={filters} searchedFor={first.searchedFor} filtersFromText={first.filtersFromText} />}
          {/* Came with the first models (api/search-creators.ts), so it never pushes models already shown. */}
          {first?.creators && <ExploreCreators creators={first.creators} />}
          {/* Reopened at a place the list could not be read down to: the top is one plain click away, above the models. */}
          {laterOnly && (
            <div className="mb-5 flex flex-col gap-3 rounded-xl border border-border bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-fg">These are later models of the list, from where you left off.</p>
              <Link to={exploreHref(filters)} replace onClick={() => setOpened({ filtersKey, after: undefined })} className={buttonClasses('primary', 'sm', 'shrink-0')}>
                <ArrowUp className="size-4" aria-hidden="true" />
                Start from the first models
              </Link>
            </div>
          )}
          <div ref={grid}>
            {query.isPending ? (
              <ModelGridSkeleton />
            ) : failed ? (
              <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
            ) : models.length === 0 && total ? (
              <ExploreEmpty filters={filters} clearFilters={clearFilters} />
            ) : (
              total && (
                <ModelGrid
                  models={models}
                  total={total}
                  updating={updating}
                  hasMore={query.hasNextPage}
                  loadingMore={query.isFetchingNextPage}
                  loadMoreError={query.isFetchNextPageError ? query.error : null}
                  loadMore={() => void query.fetchNextPage()}
                />
              )
            )}
          </div>
          {/* After the results, so cards that arrive after the first screen move nothing already drawn. */}
          <AdSlot placement={filters.q ? 'search_results' : 'explore_grid'} className="mt-8" />
        </div>
      </div>
    </div>
  );
}
