import { Ban, CircleDashed, CirclePause, Clock, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { LocalDate } from '../../../components/ui/local-date';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { STATUS_LABELS } from './status-rules';

export function joinedOn(user: OwnAccount) {
  return <LocalDate iso={user.createdAt} style="short" />;
}

/** Avatar, name and @username; the name links to the public profile. */
export function UserIdentity({ user, name }: { user: OwnAccount; name: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={name} photoURL={user.photoURL} />
      <div className="min-w-0">
        <Link to={`/profile/${user.uid}`} className="block truncate font-medium text-fg hover:text-brand hover:underline">
          {name}
        </Link>
        {user.username && <p className="truncate text-sm text-fg-muted">@{user.username}</p>}
      </div>
    </div>
  );
}

/** Said in words, with no check-mark badge: the e-mail alone is no creator verification (issue 28 item 12). */
export function EmailState({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 text-sm text-success">
      <MailCheck className="size-4" aria-hidden="true" /> E-mail verified
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm text-fg-muted">
      <CircleDashed className="size-4" aria-hidden="true" /> E-mail not verified
    </span>
  );
}

const STATUS_LOOK = {
  pending: { icon: Clock, className: 'border border-border bg-surface-muted text-fg-muted' },
  inactive: { icon: CirclePause, className: 'border border-border bg-surface-muted text-fg' },
  banned: { icon: Ban, className: 'bg-danger-soft text-danger' },
} as const;

/**
 * Where the account stands (ORIGINAL-FACTS's statuses): its e-mail state when plainly active, else a badge
 * (pending: e-mail not verified yet; inactive or banned: with the reason an admin gave).
 */
export function AccountState({ user }: { user: Pick<OwnAccount, 'status' | 'statusReason' | 'isVerified'> }) {
  if (user.status === 'active') return <EmailState verified={user.isVerified} />;
  const { icon: Icon, className } = STATUS_LOOK[user.status];
  const note = user.status === 'pending' ? 'E-mail not verified' : user.statusReason;
  return (
    <span className="inline-flex min-w-0 flex-col gap-0.5">
      <span className={`inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>
        <Icon className="size-3.5" aria-hidden="true" />
        {STATUS_LABELS[user.status]}
      </span>
      {note && (
        <span className="line-clamp-2 text-xs text-fg-muted [overflow-wrap:anywhere]" title={note}>
          {note}
        </span>
      )}
    </span>
  );
}
