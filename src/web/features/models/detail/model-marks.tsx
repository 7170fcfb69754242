import { Bookmark, Heart } from 'lucide-react';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { AppError } from '../../../../shared/app-error';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/indian-numbers';
import { useSession } from '../../../lib/session';
import { useLoginPath } from '../../../lib/use-return-path';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { useToggleLike } from '../api/toggle-like';

interface ModelMarksProps {
  modelId: string;
  likes: number;
  liked: boolean;
  bookmarked: boolean;
}

interface ToggleProps {
  label: string;
  icon: ComponentType<{ className?: string }>;
  pressed: boolean;
  onPress(): void;
  count?: number;
}

/** The label stays the same when pressed (aria-pressed says the state); the icon fills in. */
function Toggle({ label, icon: Icon, pressed, onPress, count }: ToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={buttonClasses(pressed ? 'pressed' : 'secondary', 'md', 'min-w-0 px-3')}
    >
      <Icon className={cn('size-4 shrink-0', pressed && 'fill-current')} aria-hidden="true" />
      {label}
      {count !== undefined && (
        <span data-testid="like-count" className={cn('tabular-nums', !pressed && 'text-fg-muted')}>
          {formatCount(count)}
        </span>
      )}
    </button>
  );
}

/**
 * Like and Save (SPEC §3, §4) for the viewer. A visitor who presses either is sent to sign in
 * and brought back here (issue 12), as is someone whose session ran out since the page loaded.
 */
export function ModelMarks({ modelId, likes, liked, bookmarked }: ModelMarksProps) {
  const { account, isLoading } = useSession();
  const loginPath = useLoginPath();
  const navigate = useNavigate();
  const like = useToggleLike(modelId);
  const save = useToggleBookmark(modelId);

  function press(toggle: typeof like | typeof save) {
    if (!account && !isLoading) return void navigate(loginPath);
    toggle.mutate(undefined, {
      onError: (error) => {
        if (error instanceof AppError && error.code === 'unauthenticated') void navigate(loginPath);
      },
    });
  }

  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2">
        <Toggle label="Like" icon={Heart} pressed={liked} count={likes} onPress={() => press(like)} />
        <Toggle label="Save" icon={Bookmark} pressed={bookmarked} onPress={() => press(save)} />
      </div>
      {like.isError && <Alert>Your like could not be updated. {errorMessage(like.error)}</Alert>}
      {save.isError && <Alert>Your Saved list could not be updated. {errorMessage(save.error)}</Alert>}
    </div>
  );
}
