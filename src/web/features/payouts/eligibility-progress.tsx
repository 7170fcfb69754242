import { Download } from 'lucide-react';
import { formatCount } from '../../lib/indian-numbers';

/** Downloads of the creator's models towards the 1,000 that open withdrawals (ORIGINAL-FACTS), as a labelled progress bar. */
export function EligibilityProgress({ totalDownloads, downloadsRequired, isEligible }: { totalDownloads: number; downloadsRequired: number; isEligible: boolean }) {
  const done = Math.max(0, totalDownloads);
  const percent = downloadsRequired > 0 ? Math.min(100, Math.floor((done / downloadsRequired) * 100)) : 100;
  const required = formatCount(downloadsRequired);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id="payout-eligibility-label" className="flex items-center gap-2 font-medium text-fg">
          <Download className="size-4 text-brand" aria-hidden="true" />
          Downloads to withdraw
        </p>
        <p className="text-sm tabular-nums text-fg-muted">
          <span className="font-semibold text-fg">{formatCount(done)}</span> of {required}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="payout-eligibility-label"
        aria-valuemin={0}
        aria-valuemax={downloadsRequired}
        aria-valuenow={Math.min(done, downloadsRequired)}
        aria-valuetext={`${formatCount(done)} of ${required} downloads`}
        className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-fg-muted">
        {isEligible
          ? `Your models have passed ${required} downloads: you can withdraw your real earnings.`
          : `Withdrawing opens once your models reach ${required} downloads: ${formatCount(Math.max(0, downloadsRequired - done))} to go.`}
      </p>
    </div>
  );
}
