import { Search } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../components/ui/cn';
import { useFollowedText } from '../../lib/use-followed-text';
import { useFittingPlaceholder } from './use-fitting-placeholder';

/** SPEC §2's placeholder, then shorter ones for narrow fields; the label always says it whole. */
const PLACEHOLDERS = ['Search models, creators, tags or categories', 'Search models, creators, tags…', 'Search models, creators…', 'Search models', 'Search'] as const;

/** The search text of the explore page on screen, '' elsewhere. */
function useShownSearch(): string {
  const { pathname, search } = useLocation();
  return pathname === '/explore' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/** SPEC §2: non-empty trimmed text goes to /explore?q={text}; empty or blank text does nothing. */
export function SearchForm({ className, onSearch }: { className?: string; onSearch?(): void }) {
  // Follow the address (explore's own field, Back, Forward), so the box always shows the search on screen.
  const [text, setText] = useFollowedText(useShownSearch());
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(inputRef, PLACEHOLDERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`/explore?q=${encodeURIComponent(q)}`);
    onSearch?.();
  };
  return (
    <form role="search" onSubmit={submit} className={cn('flex items-center gap-2', className)}>
      <label className="relative flex-1">
        <span className="sr-only">{PLACEHOLDERS[0]}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted" />
        <input
          ref={inputRef}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          // Chromium's clear button keeps its room even while hidden, cutting the placeholder short.
          className="h-10 w-full rounded-lg border border-border bg-surface-muted pr-3 pl-9 text-sm text-fg placeholder:text-fg-muted focus:border-brand focus:bg-surface focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
      </label>
      {/* Between phone and desktop widths the top bar is crowded: the button shrinks to its icon. */}
      <button type="submit" className="flex h-10 items-center rounded-lg bg-brand px-4 text-sm font-medium text-brand-fg hover:bg-brand-hover md:max-lg:px-3">
        <Search aria-hidden="true" className="hidden size-4 md:max-lg:block" />
        <span className="md:max-lg:sr-only">Search</span>
      </button>
    </form>
  );
}
