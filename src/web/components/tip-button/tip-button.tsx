import { HandCoins } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { useSession } from '../../lib/session';
import { useLoginPath } from '../../lib/use-return-path';
import { useTipDialog, type TipTarget } from './tip-dialog-context';

/** SPEC §2's three tip buttons: small 'Tip', large 'Support Creator', default 'Tip Creator'. */
export type TipButtonVariant = 'small' | 'large' | 'default';

const LABELS: Record<TipButtonVariant, string> = { small: 'Tip', large: 'Support Creator', default: 'Tip Creator' };

interface TipButtonProps extends TipTarget {
  variant?: TipButtonVariant;
  /** The height, when it must match its neighbours; otherwise the variant's own (small is sm). */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Opens the tip dialog for a creator (or the platform). Never shown for yourself: nobody tips
 * themselves. A visitor is sent to sign in and brought back (as Like and Follow do); while the
 * session is still loading the dialog opens, and Send says 'Please log in to send a tip' if it
 * turns out nobody is signed in. The dialog itself is fetched only when first wanted.
 */
export function TipButton({ variant = 'default', size, className, ...target }: TipButtonProps) {
  const { account, isLoading } = useSession();
  const dialog = useTipDialog();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  if (!dialog || account?.uid === target.creatorId) return null;

  function press() {
    if (!account && !isLoading) return void navigate(loginPath);
    dialog?.open(target);
  }

  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={press}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      className={buttonClasses(variant === 'large' ? 'primary' : 'secondary', size ?? (variant === 'small' ? 'sm' : 'md'), cn('whitespace-nowrap', className))}
    >
      <HandCoins className="size-4 shrink-0" aria-hidden="true" />
      {LABELS[variant]}
      {/* A page may have several tip buttons: the name says whom each one tips. */}
      <span className="sr-only"> {target.creatorName}</span>
    </button>
  );
}
