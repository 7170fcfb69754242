import { Check, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { NotificationItem } from '../../../shared/contracts/notifications/notifications';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';

interface NotificationRowProps {
  item: NotificationItem;
  busy: boolean;
  onOpen(): void;
  onMarkRead(): void;
  onDelete(): void;
}

/** One notification: who, what (a group reads "Asha and 4 others liked Gear Train"), when, and its link. */
export function NotificationRow({ item, busy, onOpen, onMarkRead, onDelete }: NotificationRowProps) {
  // The server draws times in India's zone; the browser then in the viewer's (as LocalDate does).
  const drawn = useDrawnInBrowser();
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', ...(drawn ? {} : { timeZone: 'Asia/Kolkata' }) }).format(new Date(item.createdAt));
  return (
    <li
      data-testid="notification"
      data-unread={item.read ? undefined : 'true'}
      className={cn('flex items-start gap-3 rounded-xl border p-3 sm:p-4', item.read ? 'border-border bg-surface' : 'border-brand/40 bg-brand-soft')}
    >
      <UserAvatar name={item.actorName || 'Meshmandi'} photoURL={item.actorAvatar} />
      <div className="min-w-0 flex-1">
        <Link to={item.actionUrl} onClick={onOpen} className="font-medium text-fg [overflow-wrap:anywhere] hover:underline">
          {!item.read && <span className="sr-only">Unread: </span>}
          {item.message}
        </Link>
        <p className="mt-1 text-sm text-fg-muted">
          <time dateTime={item.createdAt}>{when}</time>
          {item.grouped && item.groupCount > 1 && <span> · {item.groupCount} notifications</span>}
        </p>
      </div>
      <div className="flex shrink-0 items-center sm:gap-1">
        {!item.read && (
          <>
            <span className="size-2.5 rounded-full bg-brand" aria-hidden="true" />
            <Button variant="ghost" size="sm" disabled={busy} onClick={onMarkRead} aria-label={`Mark read: ${item.message}`} className="px-2 sm:px-3">
              <Check className="size-4 sm:hidden" aria-hidden="true" />
              <span className="hidden sm:inline">Mark read</span>
            </Button>
          </>
        )}
        <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete} aria-label={`Delete: ${item.message}`} className="px-2 sm:px-3">
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
