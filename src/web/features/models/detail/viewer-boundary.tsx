import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../../../components/errors/app-error-boundary';

const VIEWER_FAILED = (
  <div role="alert" className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface-muted px-6 text-center">
    <TriangleAlert className="size-8 text-danger" aria-hidden="true" />
    <p className="font-semibold text-fg">The 3D view could not be started.</p>
    <p className="max-w-sm text-sm text-fg-muted">Refresh the page to try again, or download the file to open it on your computer.</p>
  </div>
);

/**
 * The 3D view is the heaviest and most fragile part of the page (a chunk to download, WebGL to
 * start): if it fails, it fails alone, and the images, files and downloads stay usable.
 */
export function ViewerBoundary({ children }: { children: ReactNode }) {
  return <AppErrorBoundary fallback={VIEWER_FAILED}>{children}</AppErrorBoundary>;
}
