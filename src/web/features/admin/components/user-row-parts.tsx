import { BadgeCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { LocalDate } from '../../../components/ui/local-date';
import { UserAvatar } from '../../../components/ui/user-avatar';

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
