import { Download } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../ui/cn';
import { formatCount } from '../../lib/indian-numbers';
import { downloadProgress } from './download-progress';

interface EligibilityProgressProps {
  totalDownloads: number;
  downloadsRequired: number;
  isEligible: boolean;
  /**
   * 'page': a section of its own with an h2, between /tips' two books. 'panel': a part of the
   * payouts' Withdraw panel, above the balance and the Withdraw button.
   */
  placement: 'page' | 'panel';
}

/**
 * The downloads a creator's models need before real earnings can be withdrawn (ORIGINAL-FACTS:
 * 1,000), as a labelled progress bar: /tips and /earnings show the same one.
 */
export function EligibilityProgress({ totalDownloads, downloadsRequired, isEligible, placement }: EligibilityProgressProps) {
  const labelId = useId();
  const { percent, remaining } = downloadProgress(totalDownloads, downloadsRequired);
  const done = formatCount(Math.max(0, totalDownloads));
  const required = formatCount(downloadsRequired);
  const onPage = placement === 'page';
  const Title = onPage ? 'h2' : 'p';
  const Frame = onPage ? 'section' : 'div';
  return (
    <Frame aria-labelledby={onPage ? labelId : undefined} className={cn('space-y-2', onPage && 'rounded-2xl border border-border bg-surface p-5')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Title id={labelId} className={cn('flex items-center gap-2 text-fg', onPage ? 'text-lg font-semibold' : 'font-medium')}>
          <Download className={cn('text-brand', onPage ? 'size-5' : 'size-4')} aria-hidden="true" />
          {onPage ? 'Downloads towards withdrawing' : 'Downloads to withdraw'}
        </Title>
        <p className="text-sm tabular-nums text-fg-muted">
          <span className="font-semibold text-fg">{done}</span> of {required} downloads
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={downloadsRequired}
        aria-valuenow={Math.min(Math.max(0, totalDownloads), downloadsRequired)}
        aria-valuetext={`${done} of ${required} downloads`}
        className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-fg-muted">
        {isEligible
          ? `Your models have reached the ${required} downloads a creator needs to withdraw real earnings.`
          : `A creator needs ${required} downloads across their models to withdraw real earnings: ${formatCount(remaining)} to go.`}
      </p>
    </Frame>
  );
}
