import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/errors/error-screen';
import { reportRenderError } from '../../lib/report-client-error';

/** A route's render failure (the router catches these before any boundary above it). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportRenderError(error), [error]);
  return <ErrorScreen />;
}
