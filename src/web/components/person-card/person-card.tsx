import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../ui/cn';
import { FollowButton } from '../follow-button/follow-button';
import { UserAvatar } from '../ui/user-avatar';
import { NameWithMark } from '../verified-mark/verified-mark';

export interface CardPerson {
  uid: string;
  displayName: string;
  photoURL: string | null;
  followedByMe: boolean;
  /** The verified creator badge. */
  isVerified?: boolean;
}

/**
 * A person as a list item: avatar and name linking to their profile, the lines a list says of them
 * (`children`, under the name), and their Follow button. Followers lists and explore's creators
 * row show people this way.
 */
export function PersonCard({ person, className, testId, children }: { person: CardPerson; className?: string; testId?: string; children: ReactNode }) {
  return (
    <li data-testid={testId} className={cn('flex items-center gap-3 rounded-2xl border border-border bg-surface p-3', className)}>
      <Link to={`/profile/${person.uid}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl">
        <UserAvatar name={person.displayName} photoURL={person.photoURL} size="md" />
        <span className="min-w-0">
          <NameWithMark name={person.displayName} verified={person.isVerified} className="font-semibold text-fg" />
          {children}
        </span>
      </Link>
      <FollowButton userId={person.uid} name={person.displayName} size="sm" initialFollowing={person.followedByMe} className="shrink-0" />
    </li>
  );
}
