import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../../shared/contracts/notifications/notifications';
import { callFunction } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The caller's notifications, newest first, a page of 50 at a time (SPEC §9), with "Load more". */
export function useNotificationList() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: async ({ pageParam }) => {
      const page = await callFunction(listNotifications, pageParam ? { cursor: pageParam } : {});
      // The list carries the unread count too: the badge agrees with what the page shows.
      queryClient.setQueryData(queryKeys.notifications.unread, page.unreadCount);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** After a change: the badge takes the server's count, and the list is read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (answer: { unreadCount: number }) => {
    queryClient.setQueryData(queryKeys.notifications.unread, answer.unreadCount);
    return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
  };
}

export function useMarkRead() {
  const settle = useSettle();
  return useMutation({ mutationFn: (notificationId: string) => callFunction(markNotificationRead, { notificationId }), onSuccess: settle });
}

export function useMarkAllRead() {
  const settle = useSettle();
  return useMutation({ mutationFn: () => callFunction(markAllNotificationsRead, {}), onSuccess: settle });
}

export function useDeleteNotification() {
  const settle = useSettle();
  return useMutation({ mutationFn: (notificationId: string) => callFunction(deleteNotification, { notificationId }), onSuccess: settle });
}
