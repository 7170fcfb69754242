import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { reportRenderError } from '../../lib/report-client-error';

/**
 * Catches render failures anywhere below it, reports them, and shows `fallback` (the full error
 * screen unless a part of a page brings its own) until reload.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <ErrorScreen />;
  }
}
