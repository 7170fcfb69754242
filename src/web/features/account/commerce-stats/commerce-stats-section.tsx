import { BadgeIndianRupee, Download, Eye, Gift, HandCoins, Heart, Megaphone, MousePointerClick, Percent, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CommerceTimeRange } from '../../../../shared/contracts/creator-commerce/social-commerce-analytics';
import { TimeRangeSwitch } from '../../../components/time-range-switch';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/indian-numbers';
import { periodIn } from '../../../lib/time-ranges';
import { rupees } from '../../../lib/rupees';
import { useCommerceStats } from '../api/get-commerce-stats';
import { coverageText } from '../premium-stats/premium-stats-view';
import { CampaignTable, CommerceCharts, ModelTable } from './commerce-stats-charts';
import {
  activityOf,
  AUDIENCE_CHARTS,
  COMMERCE_RANGES,
  commerceRangeFrom,
  DEFAULT_COMMERCE_RANGE,
  failureLead,
  formatClickThrough,
  formatCostPerClick,
  REFERRAL_CHARTS,
  SPONSORED_CHARTS,
} from './commerce-stats-view';

const HEADING_ID = 'commerce-stats-heading';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3" data-testid={id}>
      <h3 id={id} className="text-base font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted">{children}</p>;
const linkClass = 'font-medium text-brand underline-offset-2 hover:underline';

function Report({ range }: { range: CommerceTimeRange }) {
  const query = useCommerceStats(range);
  const stats = query.data;
  if (query.isPending) return <Spinner label="Loading your commerce figures" className="py-8" />;
  if (!stats) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead={failureLead(errorMessage(query.error))} />;
  // While another period loads, the last one's figures stay on screen, dimmed and named as theirs.
  const period = periodIn(COMMERCE_RANGES, stats.timeRange);
  const { totals, sponsored } = stats;
  const active = activityOf(stats);
  return (
    <div aria-busy={query.isPlaceholderData} className={cn('space-y-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead={failureLead(errorMessage(query.error))} />}
      <p className="text-sm text-fg-muted" data-testid="commerce-stats-coverage">
        {coverageText(stats)}
      </p>
      <Part id="commerce-audience" title="Views, downloads and tips">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <StatCard label="Views" value={formatCount(totals.views)} icon={Eye} />
          <StatCard label="Downloads" value={formatCount(totals.downloads)} icon={Download} />
          <StatCard label="Likes" value={formatCount(totals.likes)} icon={Heart} />
          <StatCard label="New followers" value={formatCount(totals.followers)} hint="Follows gained; unfollows are not taken off" icon={UserPlus} />
          <StatCard label="Tips" value={rupees(totals.tipPaise)} hint={`${formatCount(totals.tips)} real-money ${totals.tips === 1 ? 'tip' : 'tips'}, as given`} icon={HandCoins} />
        </dl>
        {active.audience ? <CommerceCharts stats={stats} charts={AUDIENCE_CHARTS} period={period} /> : <Empty>{stats.asOf ? `No views, downloads, likes, tips or new followers in ${period}.` : 'Nothing to chart yet.'}</Empty>}
      </Part>
      <Part id="commerce-referrals" title="Referrals">
        <dl className="grid grid-cols-2 gap-3">
          <StatCard label="Friends who joined" value={formatCount(totals.friendsJoined)} hint="With your referral link or code" icon={Users} />
          <StatCard label="Referral rewards" value={rupees(totals.referralRewardPaise)} hint={`${formatCount(totals.referralRewards)} ${totals.referralRewards === 1 ? 'reward' : 'rewards'} paid to you`} icon={Gift} />
        </dl>
        {active.referrals ? (
          <CommerceCharts stats={stats} charts={REFERRAL_CHARTS} period={period} />
        ) : (
          <Empty>
            No friends joined with your link and no referral rewards were paid in {period}.{' '}
            <Link to="/referrals" className={linkClass}>
              Share your referral link
            </Link>
          </Empty>
        )}
      </Part>
      <Part id="commerce-sponsored" title="Sponsored placements">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <StatCard label="Spend" value={rupees(sponsored.spendPaise)} icon={BadgeIndianRupee} />
          <StatCard label="Impressions" value={formatCount(sponsored.impressions)} hint="Cards seen, once per viewer a day" icon={Megaphone} />
          <StatCard label="Clicks" value={formatCount(sponsored.clicks)} hint="Once per viewer a day" icon={MousePointerClick} />
          <StatCard label="Cost per click" value={formatCostPerClick(sponsored.costPerClickPaise)} hint="Spend for each click" icon={HandCoins} />
          <StatCard label="Click-through" value={formatClickThrough(sponsored.clickThroughRate)} hint="Clicks for every 100 impressions" icon={Percent} />
        </dl>
        {active.sponsored ? (
          <>
            <CommerceCharts stats={stats} charts={SPONSORED_CHARTS} period={period} />
            <CampaignTable stats={stats} period={period} />
          </>
        ) : (
          <Empty>
            None of your sponsored campaigns ran in {period}.{' '}
            <Link to="/sponsored" className={linkClass}>
              Sponsor a model
            </Link>
          </Empty>
        )}
      </Part>
      <Part id="commerce-models" title="By model">
        <ModelTable stats={stats} period={period} />
      </Part>
    </div>
  );
}

/**
 * The dashboard's creator commerce (issue 31 item 5, decision 083): for every creator, whatever their
 * tier, their views, downloads, likes, tips and new followers, referral results and sponsored
 * figures by day over a period, and by model. The period lives in the address (?commerce=).
 */
export function CommerceStatsSection() {
  const [params, setParams] = useSearchParams();
  const range = commerceRangeFrom(params.get('commerce'));
  const choose = (next: CommerceTimeRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_COMMERCE_RANGE) updated.delete('commerce');
        else updated.set('commerce', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <section aria-labelledby={HEADING_ID} data-testid="commerce-stats" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-lg font-semibold text-fg">
          Creator commerce
        </h2>
        <TimeRangeSwitch value={range} onChange={choose} ranges={COMMERCE_RANGES} />
      </div>
      <Report range={range} />
    </section>
  );
}
