import { useMemo } from 'react';
import { Link } from 'react-router';
import { DayFigureChart } from '../../../components/charts/day-figure-chart';
import { formatCount } from '../../../lib/indian-numbers';
import { rupees } from '../../../lib/rupees';
import { PLACEMENT_LABELS, STATUS_LABELS } from '../../../lib/sponsored-text';
import type { CommerceStats } from '../api/get-commerce-stats';
import { commercePoints, describeCommercePoint, formatClickThrough, formatCommerce, formatCostPerClick, type CommerceChart } from './commerce-stats-view';


function FigureChart({ stats, chart, period }: { stats: CommerceStats; chart: CommerceChart; period: string }) {
  const points = useMemo(() => commercePoints(stats.days, chart), [stats.days, chart]);
  const describe = useMemo(() => describeCommercePoint(chart), [chart]);
  return <DayFigureChart chartKey={chart.key} title={chart.title} unit={chart.unit} points={points} describe={describe} period={period} total={formatCommerce(chart.unit, stats.totals[chart.key])} />;
}

/**
 * One chart per figure over the period's days, each with its table for screen readers. A figure that
 * was zero all period gets no flat line: its card already says 0.
 */
export function CommerceCharts({ stats, charts, period }: { stats: CommerceStats; charts: readonly CommerceChart[]; period: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.filter((chart) => stats.totals[chart.key] !== 0).map((chart) => (
        <FigureChart key={chart.key} stats={stats} chart={chart} period={period} />
      ))}
    </div>
  );
}

const cell = 'p-3 text-right';
const head = 'p-3 text-right font-medium';

/** A table wider than a phone scrolls inside its own box, which a keyboard can reach and a screen reader names. */
function ScrollingTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={`${label}, scrolls sideways`} tabIndex={0} className="max-w-full overflow-x-auto rounded-2xl border border-border bg-surface focus:outline-none focus-visible:ring-2 focus-visible:ring-ring/40">
      {children}
    </div>
  );
}

/** Each campaign that ran in the period: where, how it is paid, what it was shown, clicked and spent. */
export function CampaignTable({ stats, period }: { stats: CommerceStats; period: string }) {
  return (
    <ScrollingTable label="Sponsored campaigns">
      <table className="w-full min-w-[44rem] text-sm whitespace-nowrap tabular-nums" data-testid="commerce-campaigns">
        <caption className="sr-only">Your sponsored campaigns in {period}, newest first</caption>
        <thead className="text-fg-muted">
          <tr className="border-b border-border">
            <th scope="col" className="p-3 text-left font-medium">
              Campaign
            </th>
            <th scope="col" className={head}>Impressions</th>
            <th scope="col" className={head}>Clicks</th>
            <th scope="col" className={head}>Click-through</th>
            <th scope="col" className={head}>Spend</th>
            <th scope="col" className={head}>Cost per click</th>
          </tr>
        </thead>
        <tbody>
          {stats.sponsored.campaigns.map((campaign) => (
            <tr key={campaign.id} className="border-b border-border last:border-0">
              <th scope="row" className="max-w-[16rem] min-w-[10rem] p-3 text-left font-normal whitespace-normal text-fg">
                <span className="font-medium [overflow-wrap:anywhere]">{campaign.title}</span>
                <span className="block text-xs text-fg-muted">
                  {PLACEMENT_LABELS[campaign.placement]} · {campaign.campaignType === 'cpc' ? 'per click' : 'per 1,000 views'} · {STATUS_LABELS[campaign.status]}
                </span>
              </th>
              <td className={cell}>{formatCount(campaign.impressions)}</td>
              <td className={cell}>{formatCount(campaign.clicks)}</td>
              <td className={cell}>{formatClickThrough(campaign.clickThroughRate)}</td>
              <td className={cell}>{rupees(campaign.spendPaise)}</td>
              <td className={cell}>{formatCostPerClick(campaign.costPerClickPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

/** The creator's models with any figure in the period, most viewed first, each linking to its page. */
export function ModelTable({ stats, period }: { stats: CommerceStats; period: string }) {
  if (stats.models.length === 0) return <p className="text-sm text-fg-muted">None of your models was viewed, downloaded, liked or tipped in {period}.</p>;
  return (
    <ScrollingTable label="Figures by model">
      <table className="w-full min-w-[48rem] text-sm whitespace-nowrap tabular-nums" data-testid="commerce-models">
        <caption className="sr-only">Your models in {period}, most viewed first</caption>
        <thead className="text-fg-muted">
          <tr className="border-b border-border">
            <th scope="col" className="p-3 text-left font-medium">
              Model
            </th>
            <th scope="col" className={head}>Views</th>
            <th scope="col" className={head}>Downloads</th>
            <th scope="col" className={head}>Likes</th>
            <th scope="col" className={head}>Tips</th>
            <th scope="col" className={head}>Sponsored impressions</th>
            <th scope="col" className={head}>Sponsored clicks</th>
            <th scope="col" className={head}>Sponsored spend</th>
          </tr>
        </thead>
        <tbody>
          {stats.models.map((model) => (
            <tr key={model.id} className="border-b border-border last:border-0">
              <th scope="row" className="max-w-[16rem] min-w-[10rem] p-3 text-left font-normal whitespace-normal">
                <Link to={model.path} className="font-medium text-brand underline-offset-2 [overflow-wrap:anywhere] hover:underline">
                  {model.title}
                </Link>
              </th>
              <td className={cell}>{formatCount(model.views)}</td>
              <td className={cell}>{formatCount(model.downloads)}</td>
              <td className={cell}>{formatCount(model.likes)}</td>
              <td className={cell}>{model.tips === 0 ? rupees(0) : `${rupees(model.tipPaise)} (${formatCount(model.tips)})`}</td>
              <td className={cell}>{formatCount(model.sponsoredImpressions)}</td>
              <td className={cell}>{formatCount(model.sponsoredClicks)}</td>
              <td className={cell}>{rupees(model.sponsoredSpendPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
