import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../ui/cn';
import { badgeLabel, badgeText, useUnreadCount } from './unread-count';

interface NotificationsLinkProps {
  userId: string;
  /** 'nav': the wide bar's "Notifications" item; 'icon': the bell the phone's bar shows. */
  variant: 'nav' | 'icon';
  className?: string;
}

/** The top bar's link to /notifications with the unread badge (SPEC §2), live while signed in. */
export function NotificationsLink({ userId, variant, className }: NotificationsLinkProps) {
  const count = useUnreadCount(userId);
  const text = badgeText(count);
  const badge = text && (
    <span data-testid="unread-badge" className="min-w-5 rounded-full bg-danger px-1.5 text-center text-xs font-semibold leading-5 text-bg">
      {text}
    </span>
  );
  return (
    <NavLink
      to="/notifications"
      aria-label={badgeLabel(count)}
      className={({ isActive }) =>
        cn(
          'inline-flex items-center gap-1.5 rounded-lg text-sm font-medium transition-colors',
          // The phone's bar is full: the bell takes no more room than it must (no sideways scroll at 375 px).
          variant === 'nav' ? 'px-3 py-2' : 'relative -mx-0.5 size-8 justify-center',
          isActive ? 'bg-brand-soft text-brand' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
          className,
        )
      }
    >
      {variant === 'nav' ? (
        <>
          Notifications{badge && ' '}
          {badge}
        </>
      ) : (
        <>
          <Bell className="size-5" aria-hidden="true" />
          {text && <span className="absolute -right-1 -top-1">{badge}</span>}
        </>
      )}
    </NavLink>
  );
}
