import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { errorMessage } from '../../../../lib/api-client';
import { useDeleteComment } from '../../api/comment-mutations';
import type { CommentItem } from '../../api/comments';

interface DeleteCommentDialogProps {
  comment: CommentItem;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Asks before deleting: a comment's replies go with it, and neither comes back. */
export function DeleteCommentDialog({ comment, open, onOpenChange }: DeleteCommentDialogProps) {
  const remove = useDeleteComment(comment.modelId);
  const replies = comment.replyCount;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={comment.parentId ? 'Delete this reply?' : 'Delete this comment?'}
      description={replies > 0 ? `Its ${replies === 1 ? 'reply' : `${replies} replies`} will be deleted with it. This cannot be undone.` : 'This cannot be undone.'}
    >
      {remove.isError && <Alert className="mb-4">{errorMessage(remove.error)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep it
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ commentId: comment.id, parentId: comment.parentId }, { onSuccess: () => onOpenChange(false) })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
