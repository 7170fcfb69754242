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

/** A card's row of small actions (Like, Tip): an icon and a word, no border, like its neighbours. */
const INLINE =
  'relative z-10 -mx-1.5 -my-1 flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-1 transition hover:bg-brand-soft hover:text-brand focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

interface TipButtonProps extends TipTarget {
  variant?: TipButtonVariant;
  /** 'inline' for a card's row of counters and Like (above the card's stretched link). */
  look?: 'button' | 'inline';
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
export function TipButton({ variant = 'default', look = 'button', size, className, ...target }: TipButtonProps) {
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
      // A page may have several tip buttons (a card each): the name says whom each one tips.
      aria-label={`${LABELS[variant]} ${target.creatorName}`}
      onClick={press}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      className={look === 'inline' ? cn(INLINE, className) : buttonClasses(variant === 'large' ? 'primary' : 'secondary', size ?? (variant === 'small' ? 'sm' : 'md'), cn('whitespace-nowrap', className))}
    >
      <HandCoins className="size-4 shrink-0" aria-hidden="true" />
      {LABELS[variant]}
    </button>
  );
}
