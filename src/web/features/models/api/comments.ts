import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CommentItem, listCommentReplies as listRepliesContract, listComments as listCommentsContract } from '../../../../shared/contracts/community/comments';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ModelAnswer } from './get-model';

export type { CommentItem };
type CommentsPage = ContractOutput<typeof listCommentsContract>;
type RepliesPage = ContractOutput<typeof listRepliesContract>;

const PAGE_SIZE = 20;

/**
 * A model's comments, newest first, a page at a time ("Load more"). Asked by the browser once the
 * page is drawn, never by the server render: the model itself comes first. By name with type-only
 * imports, so zod stays out of the model page's chunks.
 */
export function commentsOptions(modelId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.community.commentList(modelId),
    queryFn: ({ pageParam }) => callByName<typeof listCommentsContract>('listComments', { modelId, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
}

export function useComments(modelId: string) {
  return useInfiniteQuery(commentsOptions(modelId));
}

/** A comment's replies, oldest first, asked only once "Show replies" is pressed. */
export function useCommentReplies(modelId: string, commentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.community.commentReplies(modelId, commentId),
    queryFn: ({ pageParam }) => callByName<typeof listRepliesContract>('listCommentReplies', { commentId, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
    enabled,
  });
}

type AnyPages = InfiniteData<CommentsPage | RepliesPage, string | null>;
const itemsOf = (page: CommentsPage | RepliesPage): CommentItem[] => ('comments' in page ? page.comments : page.replies);
const withItems = <P extends CommentsPage | RepliesPage>(page: P, items: CommentItem[]): P => ('comments' in page ? { ...page, comments: items } : { ...page, replies: items });

/** Changes (or with `null`, removes) one comment wherever this model's lists show it. */
export function updateCachedComment(queryClient: QueryClient, modelId: string, commentId: string, change: ((c: CommentItem) => CommentItem) | null): void {
  queryClient.setQueriesData<AnyPages>({ queryKey: queryKeys.community.comments(modelId) }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) =>
        withItems(
          page,
          itemsOf(page).flatMap((c) => (c.id !== commentId ? [c] : change ? [change(c)] : [])),
        ),
      ),
    },
  );
}

/** The model's comment count as the server just answered it, on the page and in the list. */
export function setCommentCount(queryClient: QueryClient, modelId: string, commentCount: number): void {
  queryClient.setQueryData<ModelAnswer>(queryKeys.models.detail(modelId), (answer) => answer && { ...answer, model: { ...answer.model, commentCount } });
  queryClient.setQueryData<InfiniteData<CommentsPage, string | null>>(queryKeys.community.commentList(modelId), (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, commentCount })) },
  );
}
