import type { ReactNode } from 'react';
import { Gift, IndianRupee, Scale, Wallet } from 'lucide-react';
import { formatCount } from '../../lib/indian-numbers';
import { periodOf, rupees, type BookSummary, type TimeRange } from './earnings-view';
import { StatCard } from '../../components/ui/stat-card';
import { TestBadge } from './test-badge';

/**
 * The test book, kept apart from the real figures and marked as test money in its heading, its
 * border and its sentence, so no one reads a test tip as money they could take out.
 */
export function TestEarnings({ summary, range, children }: { summary: BookSummary; range: TimeRange; children?: ReactNode }) {
  const period = periodOf(range);
  return (
    <section aria-labelledby="test-heading" className="space-y-3 rounded-2xl border-2 border-dashed border-amber-500/60 p-4 sm:p-5">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="test-heading" className="text-lg font-semibold text-fg">
            Test tips
          </h2>
          <TestBadge label="Test mode" />
        </div>
        <p className="mt-1 text-sm text-fg">Test-mode tips move no real money and can never be withdrawn.</p>
        <p className="text-sm text-fg-muted">They are here so you can see how tipping works. Figures for {period}; the balance counts all time.</p>
      </div>
      <dl aria-labelledby="test-heading" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon={IndianRupee} label="Test earnings" value={rupees(summary.totalEarnings)} hint="Your share of test tips" />
        <StatCard icon={Gift} label="Test tips received" value={formatCount(summary.totalTips)} hint={`In ${period}`} />
        <StatCard icon={Scale} label="Average test tip" value={rupees(summary.averageTip)} hint="What payers paid" />
        <StatCard icon={Wallet} label="Test balance" value={rupees(summary.balance)} hint="All time, never withdrawable" />
      </dl>
      {children}
    </section>
  );
}
