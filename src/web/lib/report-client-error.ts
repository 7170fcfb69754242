import type { reportClientError } from '../../shared/contracts/site/site-info';
import { callByName } from './api-client';

/** Logs a render failure to the console (SPEC §2) and to the server log, where admins can see it. */
export function reportRenderError(error: unknown, componentStack?: string): void {
  console.error(error);
  const err = error instanceof Error ? error : new Error(String(error));
  void callByName<typeof reportClientError>('reportClientError', {
    message: err.message.slice(0, 2000),
    stack: err.stack?.slice(0, 8000),
    url: window.location.href.slice(0, 2000),
    componentStack: componentStack?.slice(0, 8000),
  }).catch(() => {});
}
