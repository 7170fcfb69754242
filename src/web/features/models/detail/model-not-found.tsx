import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** A missing model and one the visitor may not see look the same, so a private model's existence is not revealed. */
export function ModelNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <SearchX className="size-12 text-fg-muted" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-fg">Model not found</h1>
      <p className="text-fg-muted">This model may have been removed by its creator, or the link may be mistyped.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Go to the home page
      </Link>
    </div>
  );
}
