import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Gift, IndianRupee, Scale, Wallet } from 'lucide-react';
import { formatCount } from '../../lib/indian-numbers';
import { periodOf, rupees, type BookSummary, type TimeRange } from './earnings-view';
import { StatCard } from '../../components/ui/stat-card';

/**
 * The live book: money payers really paid. Only this book can ever become withdrawable; a refund
 * can take its balance below zero, and then the available balance is nothing and the card says why.
 */
export function LiveEarnings({ summary, range, children }: { summary: BookSummary; range: TimeRange; children?: ReactNode }) {
  const period = periodOf(range);
  return (
    <section aria-labelledby="live-heading" className="space-y-3">
      <div>
        <h2 id="live-heading" className="text-lg font-semibold text-fg">
          Real money
        </h2>
        <p className="text-sm text-fg-muted">Tips paid over UPI, in {period}. The available balance counts all time.</p>
      </div>
      <dl aria-labelledby="live-heading" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon={IndianRupee} label="Total earnings" value={rupees(summary.totalEarnings)} hint="Your share of tips, less refunds" />
        <StatCard icon={Gift} label="Tips received" value={formatCount(summary.totalTips)} hint={`In ${period}`} />
        <StatCard icon={Scale} label="Average tip" value={rupees(summary.averageTip)} hint="What payers paid" />
        <StatCard icon={Wallet} label="Available balance" value={rupees(summary.availableBalance)} hint={summary.balance < 0 ? `Your balance is ${rupees(summary.balance)} after refunds` : 'All time, after withdrawals'} />
      </dl>
      {summary.referralRewards > 0 && (
        <p className="text-sm text-fg-muted">
          Referral rewards in {period}: <span className="font-medium text-fg tabular-nums">{rupees(summary.referralRewards)}</span>, paid by Meshmandi into your available balance.{' '}
          <Link to="/referrals" className="font-medium text-brand underline-offset-2 hover:underline">
            Referral Program
          </Link>
        </p>
      )}
      {children}
    </section>
  );
}
