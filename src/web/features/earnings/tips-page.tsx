import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../components/ui/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { useCreatorEarnings } from './api/use-earnings';
import { DEFAULT_HISTORY_TAB, DEFAULT_TIME_RANGE, historyTabFrom, timeRangeFrom, type HistoryTab, type TimeRange } from './earnings-view';
import { LiveEarnings } from './live-earnings';
import { TestEarnings } from './test-earnings';
import { TimeRangeSwitch } from './time-range-switch';
import { TipHistory } from './tip-history';
import { WithdrawProgress } from './withdraw-progress';

/**
 * /tips, "Tips & Earnings" (SPEC §2, issue 15 item 1): what the signed-in member earned from tips,
 * real money and test money apart, how far they are from withdrawing, and every tip received and
 * sent. The period and the history tab live in the address, so a reload or a link keeps them.
 * Withdrawing is not offered here yet: it comes with the payouts work.
 */
export default function TipsPage() {
  usePageTitle('Tips & Earnings');
  const [params, setParams] = useSearchParams();
  const range = timeRangeFrom(params.get('range'));
  const tab = historyTabFrom(params.get('history'));
  const earnings = useCreatorEarnings(range);

  // Each choice replaces the address rather than adding to history: Back leaves the page, as people expect of a filter.
  function choose(key: 'range' | 'history', value: TimeRange | HistoryTab, fallback: string) {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true, preventScrollReset: true });
  }

  const data = earnings.data;
  // Figures of another period are kept while this one loads: dimmed, and marked busy for screen readers.
  const stale = earnings.isPlaceholderData;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Tips & Earnings" description="What you earned from tips, real and test money apart, and every tip you received or sent.">
        <TimeRangeSwitch value={range} onChange={(value) => choose('range', value, DEFAULT_TIME_RANGE)} />
      </PageHeader>
      <div className="space-y-10">
        {earnings.isPending ? (
          <Spinner label="Loading your earnings" />
        ) : earnings.isError && !data ? (
          <LoadFailed error={earnings.error} onRetry={() => void earnings.refetch()} lead="Could not load your earnings." />
        ) : data ? (
          <div aria-busy={stale} className={cn('space-y-8 transition-opacity', stale && 'opacity-60')}>
            {earnings.isError && <LoadFailed error={earnings.error} onRetry={() => void earnings.refetch()} lead="Could not load the figures for this period." />}
            <LiveEarnings summary={data.summary} range={range} />
            <WithdrawProgress totalDownloads={data.totalDownloads} downloadsRequired={data.downloadsRequired} isEligible={data.isEligible} />
            <TestEarnings summary={data.testSummary} range={range} />
          </div>
        ) : null}
        <TipHistory tab={tab} onTabChange={(value) => choose('history', value, DEFAULT_HISTORY_TAB)} />
      </div>
    </div>
  );
}
