import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** SPEC §2 error screen: it stays until the page is reloaded. */
export function ErrorScreen() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-fg">Something went wrong</h1>
      <p className="text-fg-muted">We're sorry, but something unexpected happened. Please try refreshing the page.</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden="true" /> Refresh Page
      </Button>
    </div>
  );
}
