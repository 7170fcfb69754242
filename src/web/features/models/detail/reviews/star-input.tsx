import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../../components/ui/cn';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * 1–5 stars as a radio group: native radios, so arrow keys move between stars and the group is one
 * tab stop; each star's label says its number. Hovering a star lights up to it.
 */
export function StarInput({ value, onChange, disabled }: { value: number; onChange(rating: number): void; disabled?: boolean }) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset disabled={disabled} className="space-y-1">
      <legend className="text-sm font-medium text-fg">Your rating</legend>
      <div className="flex items-center gap-2">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} onMouseEnter={() => setHover(n)} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
              <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
              <Star aria-hidden="true" className={cn('size-7 transition-colors', n <= shown ? 'fill-amber-400 text-amber-500' : 'text-fg-muted')} />
            </label>
          ))}
        </div>
        <span className="text-sm text-fg-muted" aria-hidden="true">
          {WORDS[shown]}
        </span>
      </div>
    </fieldset>
  );
}
