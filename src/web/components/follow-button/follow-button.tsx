import { Check, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AppError } from '../../../shared/app-error';
import { buttonClasses } from '../ui/button';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useLoginPath } from '../../lib/use-return-path';
import { useFollowStatus } from './get-follow-status';
import { useFollowToggle } from './use-follow-toggle';

interface FollowButtonProps {
  userId: string;
  /** Whom the button follows, for its accessible name (a list has many Follow buttons). */
  name: string;
  size?: 'sm' | 'md';
  className?: string;
  /** What a list already knows, so it does not ask for each person's status. */
  initialFollowing?: boolean;
}

/**
 * Follow / Following (SPEC §4) for a member. Hidden on your own profile; a visitor who presses it
 * is sent to sign in and brought back here (as Like does), as is someone whose session ran out.
 */
export function FollowButton({ userId, name, size = 'md', className, initialFollowing }: FollowButtonProps) {
  const { account, isLoading } = useSession();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const signedIn = account !== null;
  const status = useFollowStatus(userId, signedIn && initialFollowing === undefined);
  const toggle = useFollowToggle(userId);
  if (account?.uid === userId || status.data?.isOwnProfile) return null;

  const following = status.data?.following ?? (signedIn ? initialFollowing : false) ?? false;
  const waiting = signedIn && initialFollowing === undefined && status.isPending;

  function press() {
    if (!account && !isLoading) return void navigate(loginPath);
    toggle.mutate(!following, {
      onError: (error) => {
        if (error instanceof AppError && error.code === 'unauthenticated') void navigate(loginPath);
      },
    });
  }

  return (
    <div className={className}>
      <button
        type="button"
        aria-pressed={following}
        disabled={waiting}
        onClick={press}
        className={buttonClasses(following ? 'secondary' : 'primary', size, 'w-full whitespace-nowrap')}
      >
        {following ? <Check className="size-4 shrink-0" aria-hidden="true" /> : <UserPlus className="size-4 shrink-0" aria-hidden="true" />}
        {following ? 'Following' : 'Follow'}
        <span className="sr-only"> {name}</span>
      </button>
      {toggle.isError && (
        <p role="alert" className="mt-1 text-sm text-danger">
          Could not update. {errorMessage(toggle.error)}
        </p>
      )}
    </div>
  );
}
