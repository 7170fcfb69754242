import { Download } from 'lucide-react';
import { formatCount } from '../../lib/indian-numbers';
import { downloadProgress } from './earnings-view';

interface WithdrawProgressProps {
  totalDownloads: number;
  downloadsRequired: number;
  isEligible: boolean;
}

/**
 * The downloads a creator's models need before real earnings can be withdrawn (ORIGINAL-FACTS:
 * 1,000), as progress, on /tips; /earnings shows the payouts section's own, beside the Withdraw button.
 */
export function WithdrawProgress({ totalDownloads, downloadsRequired, isEligible }: WithdrawProgressProps) {
  const { percent, remaining } = downloadProgress(totalDownloads, downloadsRequired);
  const required = formatCount(downloadsRequired);
  return (
    <section aria-labelledby="eligibility-heading" className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="eligibility-heading" className="flex items-center gap-2 text-lg font-semibold text-fg">
          <Download className="size-5 text-brand" aria-hidden="true" />
          Downloads towards withdrawing
        </h2>
        <p className="text-sm tabular-nums text-fg-muted">
          <span className="font-semibold text-fg">{formatCount(totalDownloads)}</span> of {required} downloads
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="eligibility-heading"
        aria-valuemin={0}
        aria-valuemax={downloadsRequired}
        aria-valuenow={Math.min(totalDownloads, downloadsRequired)}
        aria-valuetext={`${formatCount(totalDownloads)} of ${required} downloads`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-fg-muted">
        {isEligible
          ? `Your models have reached the ${required} downloads a creator needs to withdraw real earnings.`
          : `A creator needs ${required} downloads across their models to withdraw real earnings: ${formatCount(remaining)} to go.`}
      </p>
    </section>
  );
}
