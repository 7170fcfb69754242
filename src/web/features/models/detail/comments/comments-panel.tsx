import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Spinner } from '../../../../components/ui/spinner';
import { useSession } from '../../../../lib/session';
import { useLoginPath } from '../../../../lib/use-return-path';
import { useAddComment } from '../../api/comment-mutations';
import { useComments } from '../../api/comments';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';

/**
 * The comments themselves, a chunk of its own loaded once the page is drawn: the box to write one
 * (or a way to sign in and come back), and the list, newest first, a page at a time.
 */
export default function CommentsPanel({ modelId }: { modelId: string }) {
  const { account, isLoading } = useSession();
  const loginPath = useLoginPath();
  const comments = useComments(modelId);
  const add = useAddComment(modelId);
  const items = comments.data?.pages.flatMap((p) => p.comments) ?? [];
  const signedIn = account !== null;

  return (
    <div className="space-y-6">
      {signedIn ? (
        <CommentForm label="Write a comment" submitLabel="Post" placeholder="Share a print tip, a question or a thank-you" onSubmit={(body) => add.mutateAsync({ body })} />
      ) : (
        !isLoading && (
          <p className="rounded-lg border border-border bg-surface-muted px-4 py-3 text-sm text-fg-muted">
            <Link to={loginPath} className="font-semibold text-brand hover:underline">
              Sign in to comment
            </Link>{' '}
            and join the conversation.
          </p>
        )
      )}
      {comments.isPending && <Spinner label="Loading comments…" className="py-8" />}
      {comments.isError && <LoadFailed error={comments.error} onRetry={() => void comments.refetch()} lead="Could not load the comments." />}
      {comments.isSuccess && items.length === 0 && <p className="text-sm text-fg-muted">No comments yet. Be the first to say something.</p>}
      {items.length > 0 && (
        <ul className="space-y-6">
          {items.map((comment) => (
            <li key={comment.id}>
              <CommentThread comment={comment} signedIn={signedIn} loginPath={loginPath} />
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <button type="button" className={buttonClasses('secondary', 'sm')} disabled={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {comments.isFetchingNextPage ? 'Loading…' : 'Load more comments'}
        </button>
      )}
    </div>
  );
}
