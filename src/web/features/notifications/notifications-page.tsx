import { BellOff } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { LoadErrorScreen } from '../../components/status-screen/load-error-screen';
import { StatusScreen } from '../../components/status-screen/status-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useDeleteNotification, useMarkAllRead, useMarkRead, useNotificationList } from './api/use-notifications';
import { NotificationRow } from './notification-row';

/** /notifications (SPEC §2): the list, newest first, unread ones marked, each readable and deletable. */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  const list = useNotificationList();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();

  if (list.isPending) return <Spinner />;
  if (list.isError) return <LoadErrorScreen title="Could not load your notifications" error={list.error} onRetry={() => void list.refetch()} />;

  const items = list.data.pages.flatMap((page) => page.notifications);
  const unread = list.data.pages.at(-1)?.unreadCount ?? 0;
  const busyId = (markRead.isPending && markRead.variables) || (remove.isPending && remove.variables) || null;
  const failed = markRead.error ?? markAll.error ?? remove.error;
  // The "New" marker stands above the first unread item, "Earlier" above the first read one after it.
  const firstUnread = items.findIndex((item) => !item.read);
  const firstReadAfter = firstUnread < 0 ? -1 : items.findIndex((item, index) => index > firstUnread && item.read);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title="Notifications" description={unread > 0 ? `${unread} unread` : 'You are all caught up.'}>
        {unread > 0 && (
          <Button variant="secondary" size="sm" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all read
          </Button>
        )}
      </PageHeader>
      {failed && (
        <p role="alert" className="mb-4 rounded-lg bg-danger-soft p-3 text-sm text-danger">
          {errorMessage(failed)}
        </p>
      )}
      {items.length === 0 ? (
        <StatusScreen
          visual={<BellOff className="size-12 text-fg-muted" aria-hidden="true" />}
          title="No notifications yet"
          action={
            <Link to="/explore" className={buttonClasses('secondary')}>
              Explore models
            </Link>
          }
        >
          When someone likes, comments on or saves your models, or follows you, it shows up here.
        </StatusScreen>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Notifications">
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {index === firstUnread && <Divider label="New" />}
              {index === firstReadAfter && <Divider label="Earlier" />}
              <NotificationRow
                item={item}
                busy={busyId === item.id}
                onOpen={() => !item.read && markRead.mutate(item.id)}
                onMarkRead={() => markRead.mutate(item.id)}
                onDelete={() => remove.mutate(item.id)}
              />
            </Fragment>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}

function Divider({ label }: { label: string }) {
  return (
    <li role="presentation" className="flex items-center gap-3 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">
      {label}
      <span className="h-px flex-1 bg-border" />
    </li>
  );
}
