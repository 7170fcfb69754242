import { Button } from './button';
import { LoadFailed } from './load-failed';

/** What LoadMore needs of an infinite query. */
interface PagedQuery {
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** The end of a paged list: "Load more" while there is more, or the failure of the last try with its retry. */
export function LoadMore({ query, failedLead }: { query: PagedQuery; failedLead: string }) {
  if (query.isFetchNextPageError) return <LoadFailed error={query.error} onRetry={() => void query.fetchNextPage()} lead={failedLead} />;
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
