import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '../../../app/errors/report-client-error';

/**
 * The 3D view is the heaviest and most fragile part of the page (a chunk to download, WebGL to
 * start): if it fails, it fails alone, and the images, files and downloads stay usable.
 */
export class ViewerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface-muted px-6 text-center">
        <TriangleAlert className="size-8 text-danger" aria-hidden="true" />
        <p className="font-semibold text-fg">The 3D view could not be started.</p>
        <p className="max-w-sm text-sm text-fg-muted">Refresh the page to try again, or download the file to open it on your computer.</p>
      </div>
    );
  }
}
