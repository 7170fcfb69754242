import { Users } from 'lucide-react';
import type { FollowListItem } from '../../../../shared/contracts/community/follows';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/indian-numbers';
import type { useFollowers } from '../api/list-followers';
import { PersonCard } from '../../../components/person-card/person-card';

interface PeopleListProps {
  query: ReturnType<typeof useFollowers>;
  /** The list's accessible name ("Followers of Asha"). */
  label: string;
  empty: string;
}

function Person({ person }: { person: FollowListItem }) {
  return (
    <PersonCard person={person}>
      {person.username && <span className="block truncate text-sm text-fg-muted">@{person.username}</span>}
      <span className="block text-sm text-fg-muted">
        {formatCount(person.followersCount)} {person.followersCount === 1 ? 'follower' : 'followers'}
      </span>
    </PersonCard>
  );
}

/** Followers or following: people as rows with their own Follow button, and "Load more". */
export function PeopleList({ query, label, empty }: PeopleListProps) {
  const people = query.data?.pages.flatMap((page) => page.users) ?? [];
  if (query.isPending) return <Spinner />;
  if (query.isError && people.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load this list." />;
  if (people.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
        <Users className="size-10 text-fg-muted" aria-hidden="true" />
        <p className="max-w-md text-fg-muted [overflow-wrap:anywhere]">{empty}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
        {people.map((person) => (
          <Person key={person.uid} person={person} />
        ))}
      </ul>
      {query.isFetchNextPageError && <p role="alert" className="text-sm text-danger">Could not load more. {errorMessage(query.error)}</p>}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
