import { Check, Handshake, X } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { AppError } from '../../../shared/app-error';
import { ModelThumbnail } from '../../components/model-card/model-thumbnail';
import { LoadErrorScreen } from '../../components/status-screen/load-error-screen';
import { NotFoundScreen } from '../../components/status-screen/not-found-screen';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LocalDate } from '../../components/ui/local-date';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/ui/user-avatar';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useLoginPath } from '../../lib/use-return-path';
import { usePageTitle } from '../../lib/use-page-title';
import { useAnswerCollaboration, useCollaborationRequest, useWithdrawCollaboration, type CollaborationRequest } from '../../components/collaboration/collaboration-api';
import { CollaborationStatus } from '../../components/collaboration/collaboration-status';

function RequestNotFound() {
  return (
    <NotFoundScreen visual={<Handshake className="size-12 text-fg-muted" aria-hidden="true" />} title="Collaboration request not found">
      Only the person who sent a request and the model’s creator can see it. The link may also be mistyped.
    </NotFoundScreen>
  );
}

function Person({ role, person }: { role: string; person: CollaborationRequest['requester'] }) {
  const name = person.displayName || 'Anonymous';
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={name} photoURL={person.photoURL} size="md" />
      <div className="min-w-0">
        <p className="text-xs uppercase tracking-wide text-fg-muted">{role}</p>
        <Link to={`/profile/${encodeURIComponent(person.uid)}`} className="block truncate font-medium text-fg hover:underline">
          {name}
        </Link>
      </div>
    </div>
  );
}

/** Accept and Decline for the creator, Withdraw for the requester, while the request is pending. */
function RequestActions({ request }: { request: CollaborationRequest }) {
  const answer = useAnswerCollaboration();
  const withdraw = useWithdrawCollaboration();
  const busy = answer.isPending || withdraw.isPending;
  if (!request.canAnswer && !request.canWithdraw) return null;
  return (
    <div className="space-y-3">
      {(answer.isError || withdraw.isError) && <Alert>{errorMessage(answer.error ?? withdraw.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        {request.canAnswer && (
          <>
            <Button disabled={busy} onClick={() => answer.mutate({ requestId: request.id, answer: 'accept' })}>
              <Check className="size-4" aria-hidden="true" /> Accept
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => answer.mutate({ requestId: request.id, answer: 'decline' })}>
              <X className="size-4" aria-hidden="true" /> Decline
            </Button>
          </>
        )}
        {request.canWithdraw && (
          <Button variant="secondary" disabled={busy} onClick={() => withdraw.mutate({ requestId: request.id })}>
            Withdraw request
          </Button>
        )}
      </div>
    </div>
  );
}

function RequestView({ request }: { request: CollaborationRequest }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-fg">Collaboration request</h1>
        <CollaborationStatus status={request.status} />
      </div>
      <Link to={`/model/${encodeURIComponent(request.model.id)}`} className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-3 hover:bg-surface-muted">
        <ModelThumbnail src={request.model.thumbnail} sizes="96px" className="aspect-[4/3] w-24 shrink-0 rounded-lg" />
        <span className="min-w-0">
          <span className="block text-xs uppercase tracking-wide text-fg-muted">Model</span>
          <span className="block font-semibold text-fg [overflow-wrap:anywhere]">{request.model.title}</span>
        </span>
      </Link>
      <div className="grid gap-4 sm:grid-cols-2">
        <Person role="From" person={request.requester} />
        <Person role="To (the creator)" person={request.owner} />
      </div>
      <section aria-labelledby="message-heading" className="rounded-2xl border border-border bg-surface p-5">
        <h2 id="message-heading" className="mb-2 text-sm font-semibold text-fg-muted">
          Message
        </h2>
        <p className="whitespace-pre-line text-fg [overflow-wrap:anywhere]">{request.message}</p>
      </section>
      <p className="text-sm text-fg-muted">
        Sent <LocalDate iso={request.createdAt} style="long" />
        {request.decidedAt && (
          <>
            {' '}
            · {request.status === 'withdrawn' ? 'withdrawn' : request.status} <LocalDate iso={request.decidedAt} style="long" />
          </>
        )}
      </p>
      <RequestActions request={request} />
    </div>
  );
}

/** `/collaboration/{id}` (issue 12 item 7): for the requester and the model's creator only; anyone else sees not found. */
export default function CollaborationPage() {
  const { requestId = '' } = useParams();
  const { account, isLoading } = useSession();
  const loginPath = useLoginPath();
  const query = useCollaborationRequest(requestId, Boolean(account));
  usePageTitle(query.isError ? 'Collaboration request not found' : 'Collaboration request');
  if (!account && !isLoading) return <Navigate to={loginPath} replace />;
  if (!account || query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof AppError && query.error.code === 'not-found') return <RequestNotFound />;
    return <LoadErrorScreen title="Could not load this request" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <RequestView request={query.data.request} />;
}
