import { RefreshCw } from 'lucide-react';
import { StatusScreen } from '../status-screen/status-screen';
import { Button } from '../ui/button';

/** SPEC §2 error screen: it stays until the page is reloaded. */
export function ErrorScreen() {
  return (
    <StatusScreen
      fill
      title="Something went wrong"
      action={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden="true" /> Refresh Page
        </Button>
      }
    >
      We're sorry, but something unexpected happened. Please try refreshing the page.
    </StatusScreen>
  );
}
