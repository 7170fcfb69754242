import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { LoadFailed } from '../ui/load-failed';
import { LocalDate } from '../ui/local-date';
import { Spinner } from '../ui/spinner';
import { collaborationPath, useCollaborationBox } from './collaboration-api';
import { CollaborationStatus } from './collaboration-status';

type Box = 'received' | 'sent';
const BOXES: { box: Box; label: string }[] = [
  { box: 'received', label: 'Received' },
  { box: 'sent', label: 'Sent' },
];

function RequestList({ box }: { box: Box }) {
  const query = useCollaborationBox(box);
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  if (query.isPending) return <Spinner label="Loading requests" className="py-8" />;
  if (query.isError && requests.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your requests." />;
  if (requests.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-6 text-sm text-fg-muted">
        <Handshake className="size-6 shrink-0" aria-hidden="true" />
        {box === 'received' ? 'No one has asked to collaborate on your models yet.' : 'You have not asked anyone to collaborate yet. Look for “Request collaboration” on a model’s page.'}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {requests.map((r) => {
          const person = box === 'received' ? r.requester : r.owner;
          return (
            <li key={r.id}>
              <Link to={collaborationPath(r.id)} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-surface-muted">
                <span className="min-w-0 flex-1 basis-56">
                  <span className="block truncate font-medium text-fg">{r.model.title}</span>
                  <span className="block truncate text-sm text-fg-muted">
                    {box === 'received' ? 'From' : 'To'} {person.displayName || 'Anonymous'} · <LocalDate iso={r.createdAt} style="short" />
                  </span>
                </span>
                <CollaborationStatus status={r.status} />
              </Link>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The dashboard's "Collaboration requests" (issue 12 item 7): received and sent, each linking to its page. */
export function CollaborationRequestsSection() {
  const [box, setBox] = useState<Box>('received');
  return (
    <section aria-labelledby="collaboration-heading" className="space-y-3">
      <h2 id="collaboration-heading" className="text-lg font-semibold text-fg">
        Collaboration requests
      </h2>
      <div role="group" aria-label="Which requests" className="inline-flex rounded-lg border border-border p-0.5">
        {BOXES.map(({ box: b, label }) => (
          <button
            key={b}
            type="button"
            aria-pressed={box === b}
            onClick={() => setBox(b)}
            className={cn('rounded-md px-3 py-1.5 text-sm font-medium', box === b ? 'bg-brand-soft text-brand' : 'text-fg-muted hover:text-fg')}
          >
            {label}
          </button>
        ))}
      </div>
      <RequestList box={box} />
    </section>
  );
}
