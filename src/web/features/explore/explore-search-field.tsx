import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { SEARCH_TEXT_MAX } from '../../../shared/constants/discovery-rules';
import { Button } from '../../components/ui/button';
import { useFollowedText } from '../../lib/use-followed-text';

interface ExploreSearchFieldProps {
  /** The search text in the address. */
  q: string;
  onSearch(q: string): void;
}

/**
 * The page's own search box, prefilled from the address. Unlike the top bar's, submitting it
 * empty clears the search, because here there are results to go back to.
 */
export function ExploreSearchField({ q, onSearch }: ExploreSearchFieldProps) {
  // Back, Forward and the top bar change q under the field: show the search that is on screen.
  const [text, setText] = useFollowedText(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label="Explore" onSubmit={submit} className="flex w-full max-w-2xl items-center gap-2">
      <label className="relative min-w-0 flex-1">
        <span className="sr-only">Search models, creators, tags or categories</span>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted" />
        <input
          type="search"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search models, creators, tags or categories"
          className="h-11 w-full rounded-lg border border-border bg-surface pr-3 pl-10 text-base text-fg placeholder:text-fg-muted focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none"
        />
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}
