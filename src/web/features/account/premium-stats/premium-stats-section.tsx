import { Download, Eye, HandCoins, Heart, Percent, UserPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { hasPremiumStats } from '../../../../shared/constants/creator-tiers';
import type { PremiumStatsRange } from '../../../../shared/contracts/tiers/premium-creator-stats';
import { TimeRangeSwitch } from '../../../components/time-range-switch';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { useCreatorTier } from '../../../lib/creator-tier';
import { formatCount } from '../../../lib/indian-numbers';
import { rupees } from '../../../lib/rupees';
import { usePremiumStats } from '../api/get-premium-stats';
import { PremiumStatsCharts, PremiumTopModels } from './premium-stats-charts';
import { coverageText, DEFAULT_PREMIUM_RANGE, formatConversion, hasActivity, PREMIUM_RANGES, premiumPeriodOf, premiumRangeFrom } from './premium-stats-view';

const HEADING_ID = 'premium-stats-heading';

function Report({ range }: { range: PremiumStatsRange }) {
  const query = usePremiumStats(range, true);
  const stats = query.data;
  if (query.isPending) return <Spinner label="Loading your premium stats" className="py-8" />;
  if (!stats) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your premium stats." />;
  // While another period loads, the last one's figures stay on screen, dimmed and named as theirs.
  const period = premiumPeriodOf(stats.range);
  const { totals, conversions } = stats;
  return (
    <div aria-busy={query.isPlaceholderData} className={cn('space-y-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the figures for this period." />}
      <p className="text-sm text-fg-muted" data-testid="premium-stats-coverage">
        {coverageText(stats)}
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Views" value={formatCount(totals.views)} icon={Eye} />
        <StatCard label="Downloads" value={formatCount(totals.downloads)} icon={Download} />
        <StatCard label="Likes" value={formatCount(totals.likes)} icon={Heart} />
        <StatCard label="New followers" value={formatCount(totals.followers)} hint="Follows gained; unfollows are not taken off" icon={UserPlus} />
        <StatCard label="Tips" value={rupees(totals.tipPaise)} hint={`${formatCount(totals.tips)} real-money ${totals.tips === 1 ? 'tip' : 'tips'}, as given`} icon={HandCoins} />
        <StatCard label="Views to downloads" value={formatConversion(conversions.viewToDownload)} hint="Downloads for every 100 views" icon={Percent} />
        <StatCard label="Views to tips" value={formatConversion(conversions.viewToTip)} hint="Tips for every 100 views" icon={Percent} />
      </dl>
      {hasActivity(stats) ? (
        <>
          <PremiumStatsCharts stats={stats} period={period} />
          <PremiumTopModels stats={stats} />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted">
          {stats.asOf ? `No views, downloads, likes, tips or new followers in ${period}, so there is nothing to chart yet.` : 'Nothing to chart yet.'}
        </p>
      )}
    </div>
  );
}

/**
 * The dashboard's premium stats (issue 30 item 5, decision 079): for a Pro or Elite creator, their
 * views, downloads, likes, tips and new followers by day over a period, the two conversions and
 * their top models; below Pro, one line saying what unlocks them. The period lives in the address.
 */
export function PremiumStatsSection() {
  const tier = useCreatorTier();
  const [params, setParams] = useSearchParams();
  const range = premiumRangeFrom(params.get('stats'));
  // Without the tier there is nothing sure to say: the section waits for it, and stays out if it cannot be read.
  if (!tier.data) return null;
  const unlocked = hasPremiumStats(tier.data.tier);
  const choose = (next: PremiumStatsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PREMIUM_RANGE) updated.delete('stats');
        else updated.set('stats', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <section aria-labelledby={HEADING_ID} data-testid="premium-stats" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-lg font-semibold text-fg">
          Premium stats
        </h2>
        {unlocked && <TimeRangeSwitch value={range} onChange={choose} ranges={PREMIUM_RANGES} />}
      </div>
      {unlocked ? (
        <Report range={range} />
      ) : (
        <p className="text-sm text-fg-muted" data-testid="premium-stats-locked">
          Views, downloads, likes, tips and new followers over time, with your top models, come with Pro Creator.{' '}
          <Link to="/creator-tier" className="font-medium text-brand underline-offset-2 hover:underline">
            See what Pro asks
          </Link>
        </p>
      )}
    </section>
  );
}
