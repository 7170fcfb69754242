import { Activity, Download, Flag, Heart, MessageSquare, Star } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { ModelActivityItem } from '../../../../shared/contracts/community/model-activity';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LocalDate } from '../../../components/ui/local-date';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatCount } from '../../../lib/indian-numbers';
import { modelPath } from '../../../../shared/model-path';
import { useModelActivity } from '../api/list-model-activity';

const ICONS: Record<ModelActivityItem['kind'], ComponentType<{ className?: string }>> = {
  like: Heart,
  comment: MessageSquare,
  review: Star,
  download: Download,
  milestone: Flag,
};

function What({ item }: { item: ModelActivityItem }) {
  const model = (
    <Link to={modelPath(item.model)} className="font-medium text-fg underline-offset-2 hover:underline [overflow-wrap:anywhere]">
      {item.model.title}
    </Link>
  );
  if (item.kind === 'milestone') {
    return (
      <>
        {model} reached {formatCount(item.milestone ?? 0)} views
      </>
    );
  }
  const who = item.actor ? (
    <Link to={`/profile/${item.actor.uid}`} className="font-medium text-fg underline-offset-2 hover:underline [overflow-wrap:anywhere]">
      {item.actor.displayName}
    </Link>
  ) : (
    'Someone'
  );
  switch (item.kind) {
    case 'like':
      return <>{who} liked {model}</>;
    case 'comment':
      return <>{who} commented on {model}</>;
    case 'review':
      return (
        <>
          {who} gave {model} {item.rating ?? 0} {item.rating === 1 ? 'star' : 'stars'}
        </>
      );
    case 'download':
      return <>{who} downloaded {model}</>;
  }
}

function ActivityRow({ item }: { item: ModelActivityItem }) {
  const Icon = ICONS[item.kind];
  return (
    <li className="flex items-start gap-3 py-3">
      {item.actor ? (
        <UserAvatar name={item.actor.displayName} photoURL={item.actor.photoURL} size="sm" />
      ) : (
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm text-fg-muted">
          <What item={item} />
        </p>
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-fg-muted">
          <Icon className="size-3.5" aria-hidden="true" />
          <LocalDate iso={item.at} style="short" />
        </p>
      </div>
    </li>
  );
}

/** The dashboard's recent activity on the creator's models (issue 12 item 10), newest first. */
export function ModelActivityFeed() {
  const query = useModelActivity();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="mb-3 text-lg font-semibold text-fg">
        Recent activity on your models
      </h2>
      <div className="rounded-2xl border border-border bg-surface px-4">
        {query.isPending ? (
          <p className="py-6 text-center text-sm text-fg-muted">Loading...</p>
        ) : query.isError && items.length === 0 ? (
          <LoadFailed className="py-4" error={query.error} onRetry={() => void query.refetch()} lead="Could not load your models' activity." />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <Activity className="size-8 text-fg-muted" aria-hidden="true" />
            <p className="text-sm text-fg-muted">No activity yet. Likes, comments, reviews and downloads of your models will show here.</p>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-border" aria-label="Recent activity">
              {items.map((item) => (
                <ActivityRow key={item.id} item={item} />
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="border-t border-border py-3 text-center">
                <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
