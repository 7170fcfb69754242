import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../ui/cn';

/** The /report address for a page of this site (issue 16 item 1): the form opens with the link filled in. */
export function reportHref(path: string): string {
  return `/report?${new URLSearchParams({ url: path }).toString()}`;
}

/** A quiet "Report" link; `what` names the item for screen readers ("Report comment by Asha"). */
export function ReportLink({ path, what, className }: { path: string; what: string; className?: string }) {
  return (
    <Link to={reportHref(path)} rel="nofollow" className={cn('inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg hover:underline', className)}>
      <Flag className="size-3.5" aria-hidden="true" /> Report<span className="sr-only"> {what}</span>
    </Link>
  );
}
