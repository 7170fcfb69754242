import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Spinner } from '../../../../components/ui/spinner';
import { useAddComment } from '../../api/comment-mutations';
import { useCommentReplies, type CommentItem } from '../../api/comments';
import { CommentForm } from './comment-form';
import { CommentView } from './comment-item';

interface CommentThreadProps {
  comment: CommentItem;
  signedIn: boolean;
  loginPath: string;
}

const LINK = 'inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline disabled:opacity-60';

/** A top-level comment with its replies (asked for on "Show n replies") and the box to answer it. */
export function CommentThread({ comment, signedIn, loginPath }: CommentThreadProps) {
  const [replying, setReplying] = useState(false);
  const [open, setOpen] = useState(false);
  const add = useAddComment(comment.modelId);
  const replies = useCommentReplies(comment.modelId, comment.id, open);
  const shown = replies.data?.pages.flatMap((p) => p.replies) ?? [];
  const count = comment.replyCount;

  return (
    <CommentView comment={comment} signedIn={signedIn} loginPath={loginPath} onReply={() => setReplying(true)}>
      {replying && (
        <div className="mt-3">
          <CommentForm
            label={`Reply to ${comment.author.displayName}`}
            submitLabel="Reply"
            placeholder="Write a reply"
            autoFocus
            onSubmit={async (body) => {
              await add.mutateAsync({ body, parentId: comment.id });
              setReplying(false);
              setOpen(true);
            }}
            onCancel={() => setReplying(false)}
          />
        </div>
      )}
      {count > 0 && !open && (
        <button type="button" className={`${LINK} mt-2`} onClick={() => setOpen(true)} aria-expanded={false}>
          <ChevronDown className="size-4" aria-hidden="true" /> Show {count === 1 ? '1 reply' : `${count} replies`}
        </button>
      )}
      {open && (
        <div className="mt-3 space-y-4 border-l-2 border-border pl-3 sm:pl-4">
          {replies.isPending && <Spinner label="Loading replies…" className="items-start py-2" />}
          {replies.isError && <LoadFailed error={replies.error} onRetry={() => void replies.refetch()} lead="Could not load the replies." />}
          <ul className="space-y-4">
            {shown.map((reply) => (
              <li key={reply.id}>
                <CommentView comment={reply} signedIn={signedIn} loginPath={loginPath} />
              </li>
            ))}
          </ul>
          {replies.hasNextPage && (
            <button type="button" className={LINK} disabled={replies.isFetchingNextPage} onClick={() => void replies.fetchNextPage()}>
              {replies.isFetchingNextPage ? 'Loading…' : 'More replies'}
            </button>
          )}
          <button type="button" className={LINK} onClick={() => setOpen(false)} aria-expanded>
            Hide replies
          </button>
        </div>
      )}
    </CommentView>
  );
}
