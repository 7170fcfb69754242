import { LoadFailed } from '../ui/load-failed';

interface LoadErrorScreenProps {
  /** The page's heading ("Could not load this model"); left out where the page has its own. */
  title?: string;
  error: unknown;
  onRetry: () => void;
}

/** A whole page whose data could not be loaded (not a "not found"): the server's reason and "Try again". */
export function LoadErrorScreen({ title, error, onRetry }: LoadErrorScreenProps) {
  return (
    <div className="mx-auto w-full max-w-lg space-y-4 px-4 py-16">
      {title && <h1 className="text-2xl font-bold text-fg">{title}</h1>}
      <LoadFailed error={error} onRetry={onRetry} />
    </div>
  );
}
