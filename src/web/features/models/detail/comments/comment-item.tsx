import { Heart, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { cn } from '../../../../components/ui/cn';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { errorMessage } from '../../../../lib/api-client';
import { formatCount } from '../../../../lib/indian-numbers';
import { useEditComment, useToggleCommentLike } from '../../api/comment-mutations';
import type { CommentItem } from '../../api/comments';
import { CommentBody } from './comment-body';
import { CommentForm } from './comment-form';
import { CommentTime } from './comment-time';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { ReportLink } from '../../../../components/report-link/report-link';

interface CommentViewProps {
  comment: CommentItem;
  signedIn: boolean;
  loginPath: string;
  /** Pressed Reply (top-level comments only; replies are one level deep). */
  onReply?(): void;
  /** What goes under it: the reply box and the replies. */
  children?: ReactNode;
}

// Not buttonClasses: its ghost colours would fight the muted and liked ones here (cn does not merge).
const ACTION = 'inline-flex h-8 items-center gap-1 rounded-lg px-1.5 text-sm font-medium transition-colors hover:bg-surface-muted disabled:opacity-60';

/** One comment: who and when, the text (or the box editing it), and what the viewer may do. */
export function CommentView({ comment, signedIn, loginPath, onReply, children }: CommentViewProps) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const like = useToggleCommentLike(comment.modelId, comment.id);
  const edit = useEditComment(comment.modelId);
  const name = comment.author.displayName;

  return (
    // The id is the comment's anchor: report links and the report's target name it (/model/{id}#comment-{id}).
    <article id={`comment-${comment.id}`} className="flex scroll-mt-24 gap-3" aria-label={`Comment by ${name}`}>
      <Link to={`/profile/${comment.author.uid}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <UserAvatar name={name} photoURL={comment.author.photoURL} />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={`/profile/${comment.author.uid}`} className="font-semibold break-all text-fg hover:underline">
            {name}
          </Link>
          <span className="text-xs text-fg-muted">
            <CommentTime iso={comment.createdAt} />
            {comment.editedAt && (
              <span title={`Edited ${new Date(comment.editedAt).toLocaleString('en-IN')}`}> · edited</span>
            )}
          </span>
        </p>
        <div className="mt-1">
          {editing ? (
            <CommentForm
              label="Edit your comment"
              submitLabel="Save"
              pendingLabel="Saving…"
              initial={comment.body}
              autoFocus
              onSubmit={async (body) => {
                await edit.mutateAsync({ commentId: comment.id, body });
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <CommentBody body={comment.body} />
          )}
        </div>
        {!editing && (
          <div className="mt-1 -ml-1.5 flex flex-wrap items-center gap-x-1">
            <button
              type="button"
              aria-pressed={comment.likedByMe}
              onClick={() => (signedIn ? like.mutate() : void navigate(loginPath))}
              className={cn(ACTION, comment.likedByMe ? 'text-brand' : 'text-fg-muted hover:text-fg')}
            >
              <Heart className={cn('size-4', comment.likedByMe && 'fill-current')} aria-hidden="true" />
              {/* Named in words with the count it shows, so the name holds the visible text (axe). */}
              <span className="sr-only">Like comment by {name},</span>
              <span className="tabular-nums">{formatCount(comment.likes)}</span>
            </button>
            {onReply && (
              <button type="button" onClick={() => (signedIn ? onReply() : void navigate(loginPath))} className={cn(ACTION, 'text-fg-muted hover:text-fg')}>
                <MessageSquare className="size-4" aria-hidden="true" /> Reply<span className="sr-only"> to {name}</span>
              </button>
            )}
            {comment.canEdit && (
              <button type="button" onClick={() => setEditing(true)} className={cn(ACTION, 'text-fg-muted hover:text-fg')}>
                <Pencil className="size-4" aria-hidden="true" /> Edit
              </button>
            )}
            {comment.canDelete && (
              <button type="button" onClick={() => setDeleting(true)} className={cn(ACTION, 'text-fg-muted hover:text-danger')}>
                <Trash2 className="size-4" aria-hidden="true" /> Delete
              </button>
            )}
            <ReportLink path={`/model/${comment.modelId}#comment-${comment.id}`} what={`comment by ${name}`} className="h-8 px-1.5" />
          </div>
        )}
        {like.isError && <Alert className="mt-2">Your like could not be saved. {errorMessage(like.error)}</Alert>}
        {children}
      </div>
      {comment.canDelete && <DeleteCommentDialog comment={comment} open={deleting} onOpenChange={setDeleting} />}
    </article>
  );
}
