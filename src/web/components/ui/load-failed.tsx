import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { cn } from './cn';

interface LoadFailedProps {
  error: unknown;
  onRetry: () => void;
  /** Said before the server's message ("Could not load the latest models."). */
  lead?: ReactNode;
  className?: string;
}

/** What a screen shows when its data could not be loaded: the reason, and a way to try again. */
export function LoadFailed({ error, onRetry, lead, className }: LoadFailedProps) {
  return (
    <div className={cn('space-y-4', className)}>
      <Alert>
        {lead && <>{lead} </>}
        {errorMessage(error)}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
