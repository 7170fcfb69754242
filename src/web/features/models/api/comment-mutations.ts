import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  addComment as addCommentContract,
  deleteComment as deleteCommentContract,
  editComment as editCommentContract,
  toggleCommentLike as toggleCommentLikeContract,
} from '../../../../shared/contracts/community/comments';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { setCommentCount, updateCachedComment } from './comments';

/** A new comment or reply: the lists are asked again (the server orders them), the count set from the answer. */
export function useAddComment(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; parentId?: string }) => callByName<typeof addCommentContract>('addComment', { modelId, ...input }),
    onSuccess: async ({ commentCount }, { parentId }) => {
      setCommentCount(queryClient, modelId, commentCount);
      if (parentId) updateCachedComment(queryClient, modelId, parentId, (c) => ({ ...c, replyCount: c.replyCount + 1 }));
      await queryClient.invalidateQueries({ queryKey: parentId ? queryKeys.community.commentReplies(modelId, parentId) : queryKeys.community.commentList(modelId) });
    },
  });
}

export function useEditComment(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { commentId: string; body: string }) => callByName<typeof editCommentContract>('editComment', input),
    onSuccess: ({ comment }) => updateCachedComment(queryClient, modelId, comment.id, () => comment),
  });
}

/** A deleted comment leaves the lists at once (its replies with it); the counts are the server's. */
export function useDeleteComment(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { commentId: string; parentId: string | null }) => callByName<typeof deleteCommentContract>('deleteComment', { commentId: input.commentId }),
    onSuccess: async ({ commentCount }, { commentId, parentId }) => {
      updateCachedComment(queryClient, modelId, commentId, null);
      // Its replies went with it: asking for them again would only earn 'Comment not found'.
      queryClient.removeQueries({ queryKey: queryKeys.community.commentReplies(modelId, commentId) });
      if (parentId) updateCachedComment(queryClient, modelId, parentId, (c) => ({ ...c, replyCount: Math.max(0, c.replyCount - 1) }));
      setCommentCount(queryClient, modelId, commentCount);
      await queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(modelId) });
    },
  });
}

/**
 * Like or unlike a comment, shown at once; presses of one comment's button reach the server in
 * order (a shared scope), and the server's count is shown when they are done.
 */
export function useToggleCommentLike(modelId: string, commentId: string) {
  const queryClient = useQueryClient();
  const flip = (c: { likedByMe: boolean; likes: number }) => ({ likedByMe: !c.likedByMe, likes: Math.max(0, c.likes + (c.likedByMe ? -1 : 1)) });
  const mutationKey = ['comment-like', commentId];
  return useMutation({
    mutationKey,
    scope: { id: `comment-like-${commentId}` },
    mutationFn: () => callByName<typeof toggleCommentLikeContract>('toggleCommentLike', { commentId }),
    onMutate: () => updateCachedComment(queryClient, modelId, commentId, (c) => ({ ...c, ...flip(c) })),
    onSuccess: ({ liked, likes }) => {
      // A later press still on its way will answer newer figures; until then the guess stands.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      updateCachedComment(queryClient, modelId, commentId, (c) => ({ ...c, likedByMe: liked, likes }));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(modelId) }),
  });
}
