import { BadgeCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { UserAvatar } from '../../../components/ui/user-avatar';

const JOINED = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function joinedOn(user: OwnAccount) {
  return <time dateTime={user.createdAt}>{JOINED.format(new Date(user.createdAt))}</time>;
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

export function VerifiedState({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 text-sm text-success">
      <BadgeCheck className="size-4" aria-hidden="true" /> Verified
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm text-fg-muted">
      <CircleDashed className="size-4" aria-hidden="true" /> Not verified
    </span>
  );
}
