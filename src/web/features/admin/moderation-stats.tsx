import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useModerationStats } from './reports-api';
import { statCards } from './moderation-view';

/** The moderation queue in figures (getModerationStats), with the way to the pending reports. */
export function ModerationStats() {
  const query = useModerationStats();
  // One clock per visit: "3 hours ago" must not shift between renders of the same answer.
  const [now] = useState(() => Date.now());
  if (query.isPending) return <Spinner label="Loading the figures" className="py-10" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the moderation figures." />;
  const cards = statCards(query.data.stats, Math.max(now, query.dataUpdatedAt));
  return (
    <section aria-labelledby="moderation-figures" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="moderation-figures" className="text-xl font-semibold text-fg">
          The queue
        </h2>
        <Link to="/admin/reports?status=pending" className={buttonClasses('primary', 'sm')}>
          Review pending reports
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.id} className="flex flex-col rounded-2xl border border-border bg-surface p-4">
            <dt className="text-sm font-medium text-fg-muted">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-fg">{card.value}</dd>
            <dd className="mt-1 text-sm text-fg-muted">{card.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
