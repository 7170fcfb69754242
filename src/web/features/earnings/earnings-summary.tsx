import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useCreatorEarnings } from './api/use-earnings';
import type { TimeRange } from './earnings-view';
import { LiveEarnings } from './live-earnings';
import { TestEarnings } from './test-earnings';

interface EarningsSummaryProps {
  range: TimeRange;
  /** Inside the real-money section, after its figures (the earnings page's charts). */
  live?: ReactNode;
  /** Between the two books (the tips page's progress towards withdrawing). */
  between?: (data: { totalDownloads: number; downloadsRequired: number; isEligible: boolean }) => ReactNode;
  /** Inside the test section, after its figures. */
  test?: ReactNode;
}

/**
 * The summary both /tips and /earnings open with: the live book, then the test book apart and
 * labelled. A failed call says so with a retry (SPEC §7's silent fallbacks are not ours); figures
 * of another period stay while this one loads, dimmed and marked busy for screen readers.
 */
export function EarningsSummary({ range, live, between, test }: EarningsSummaryProps) {
  const earnings = useCreatorEarnings(range);
  const data = earnings.data;
  if (earnings.isPending) return <Spinner label="Loading your earnings" />;
  if (earnings.isError && !data) return <LoadFailed error={earnings.error} onRetry={() => void earnings.refetch()} lead="Could not load your earnings." />;
  if (!data) return null;
  const stale = earnings.isPlaceholderData;
  return (
    <div aria-busy={stale} className={cn('space-y-8 transition-opacity', stale && 'opacity-60')}>
      {earnings.isError && <LoadFailed error={earnings.error} onRetry={() => void earnings.refetch()} lead="Could not load the figures for this period." />}
      <LiveEarnings summary={data.summary} range={range}>
        {live}
      </LiveEarnings>
      {between?.(data)}
      <TestEarnings summary={data.testSummary} range={range}>
        {test}
      </TestEarnings>
    </div>
  );
}
