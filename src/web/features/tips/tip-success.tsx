import { Heart } from 'lucide-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { formatRupees } from '../../../shared/money/format-rupees';
import './tip-celebration.css';

const COLOURS = ['#7c3aed', '#ec4899', '#f59e0b', '#10b981', '#0ea5e9', '#a78bfa'];

// Placed by index rather than at random, so the render stays pure and every thank-you looks alike.
const CONFETTI = Array.from({ length: 28 }, (_, i) => ({
  '--x': `${(i * 37) % 100}%`,
  '--c': COLOURS[i % COLOURS.length],
  '--d': `${(i % 7) * 0.09}s`,
  '--drift': `${((i * 53) % 9) - 4}rem`,
  '--spin': `${(i % 2 ? 1 : -1) * (240 + ((i * 71) % 480))}deg`,
}));
const HEARTS = Array.from({ length: 7 }, (_, i) => ({
  '--x': `${8 + ((i * 29) % 84)}%`,
  '--c': COLOURS[(i + 1) % 3],
  '--d': `${0.15 + i * 0.22}s`,
}));

interface TipSuccessProps {
  creatorName: string;
  /** Paise. */
  amount: number;
  testMode: boolean;
}

/** SPEC §2's thank-you screen, with confetti and hearts; the dialog closes itself 3.5 s later. */
export function TipSuccess({ creatorName, amount, testMode }: TipSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the thanks, so a keyboard or screen-reader user is not left on a button that went away.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="relative -mx-6 -mb-6 overflow-hidden px-6 pb-6">
      <div className="tip-celebration" aria-hidden="true">
        {CONFETTI.map((style, i) => (
          <span key={`c${i}`} className="tip-confetti-piece" style={style as CSSProperties} />
        ))}
        {HEARTS.map((style, i) => (
          <Heart key={`h${i}`} className="tip-heart size-6 fill-current" style={style as CSSProperties} />
        ))}
      </div>
      <div className="relative flex flex-col items-center gap-3 py-8 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
          <Heart className="size-8 fill-current" aria-hidden="true" />
        </span>
        <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-fg focus:outline-none">
          Thank you!
        </h3>
        <p className="max-w-sm text-fg [overflow-wrap:anywhere]">Your tip helps {creatorName} keep creating awesome 3D models.</p>
        <p className="text-sm text-fg-muted">
          {formatRupees(amount)} {testMode ? 'tipped in test mode: no real money moved.' : 'tipped.'}
        </p>
      </div>
    </div>
  );
}
