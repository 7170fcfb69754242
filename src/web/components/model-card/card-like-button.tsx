import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppError } from '../../../shared/app-error';
import type { listLikedAmong, toggleLike } from '../../../shared/contracts/community/likes-and-bookmarks';
import { callByName } from '../../lib/api-client';
import { batchCalls } from '../../lib/batch-calls';
import { formatCompactCount, formatCount } from '../../lib/indian-numbers';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';
import { useLoginPath } from '../../lib/use-return-path';
import { cn } from '../ui/cn';

/** One request for every card on the screen (lists are cached for everyone, so they cannot say). */
const likedByMe = batchCalls(async (modelIds: string[]) => {
  const { liked } = await callByName<typeof listLikedAmong>('listLikedAmong', { modelIds });
  return new Map(modelIds.map((id) => [id, liked.includes(id)]));
}, false);

/**
 * A card's Like toggle (issue 12 item 1), over the card's link. Signed-out visitors are sent to
 * sign in and back. The count is the list's until pressed, then the server's live count.
 */
export function CardLikeButton({ modelId, title, likes }: { modelId: string; title: string; likes: number }) {
  const { account, isLoading } = useSession();
  const loginPath = useLoginPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState<number | null>(null);
  const liked = useQuery({
    queryKey: queryKeys.community.cardLike(modelId),
    queryFn: () => likedByMe(modelId),
    enabled: account !== null,
    staleTime: 60_000,
  });
  // The server draws every card unpressed; so does hydration, though another card of the same
  // model (another section, hydrated first) may already know better.
  const drawn = useDrawnInBrowser();
  const pressed = drawn && account !== null && liked.data === true;
  const toggle = useMutation({
    mutationFn: () => callByName<typeof toggleLike>('toggleLike', { modelId }),
    onMutate: () => queryClient.setQueryData(queryKeys.community.cardLike(modelId), !pressed),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.community.cardLike(modelId), result.liked);
      setAnswered(result.likes);
    },
    onError: (error) => {
      queryClient.setQueryData(queryKeys.community.cardLike(modelId), pressed);
      if (error instanceof AppError && error.code === 'unauthenticated') void navigate(loginPath);
    },
    // A model page already open again (the person went on before the answer) asks afresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.models.detail(modelId) }),
  });
  const count = answered ?? likes;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Like ${title}, ${formatCompactCount(count)} likes`}
      title={`${formatCount(count)} likes`}
      disabled={toggle.isPending}
      onClick={() => (account || isLoading ? toggle.mutate() : void navigate(loginPath))}
      className={cn(
        'relative z-10 -mx-1.5 -my-1 flex items-center gap-1 rounded-md px-1.5 py-1 tabular-nums transition hover:bg-brand-soft hover:text-brand focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        pressed && 'text-brand',
      )}
    >
      <Heart className={cn('size-4', pressed && 'fill-current')} aria-hidden="true" />
      <span aria-hidden="true">{formatCompactCount(count)}</span>
    </button>
  );
}
