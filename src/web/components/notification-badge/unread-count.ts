import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { UNREAD_BADGE_MAX } from '../../../shared/constants/notification-rules';
import type { getUnreadNotificationCount } from '../../../shared/contracts/notifications/notifications';
import { callByName } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

async function fetchUnreadCount(): Promise<number> {
  try {
    return (await callByName<typeof getUnreadNotificationCount>('getUnreadNotificationCount')).count;
  } catch (error) {
    // SPEC §8: a failed count fetch is logged and shows as 0.
    console.error('Could not load the unread notification count', error);
    return 0;
  }
}

/** SPEC §2: the badge's text, '99+' above 99; null hides it. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/** "Notifications 3 unread" (the visible text, then what it counts): what a screen reader says for the top bar's link. */
export function badgeLabel(count: number): string {
  return count > 0 ? `Notifications ${badgeText(count)} unread` : 'Notifications';
}

// One EventSource per tab however many badges are drawn (the wide bar and the phone's bell).
let source: EventSource | null = null;
let sourceUser: string | null = null;
let users = 0;

function openStream(queryClient: QueryClient, userId: string): () => void {
  if (source && sourceUser !== userId) {
    source.close();
    source = null;
  }
  if (!source) {
    sourceUser = userId;
    source = new EventSource(NOTIFICATION_STREAM_URL);
    // The server's first message after every (re)connection is the fresh count, so nothing stale stays.
    source.addEventListener('unread', (event) => {
      const count = (JSON.parse((event as MessageEvent<string>).data) as { count: number }).count;
      const before = queryClient.getQueryData<number>(queryKeys.notifications.unread);
      queryClient.setQueryData(queryKeys.notifications.unread, count);
      // An open /notifications page shows the change too (a new item, or items read in another tab).
      if (before !== count) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
    });
  }
  users += 1;
  return () => {
    users -= 1;
    if (users === 0) {
      source?.close();
      source = null;
      sourceUser = null;
    }
  };
}

/**
 * The signed-in person's unread count: fetched when the user changes (SPEC §4), then kept live by
 * the stream. The server draws no count; while a badge is hydrated it shows none either, since the
 * other badge (its own Suspense boundary, hydrated first) may already have fetched the count.
 */
export function useUnreadCount(userId: string): number {
  const queryClient = useQueryClient();
  const drawn = useDrawnInBrowser();
  const query = useQuery({ queryKey: queryKeys.notifications.unread, queryFn: fetchUnreadCount, staleTime: Infinity });
  useEffect(() => openStream(queryClient, userId), [queryClient, userId]);
  return drawn ? (query.data ?? 0) : 0;
}
