import type { CommerceDay, CommerceTimeRange, CommerceTotals } from '../../../../shared/contracts/creator-commerce/social-commerce-analytics';
import type { ChartPoint } from '../../../components/charts/chart-point';
import { formatCount } from '../../../lib/indian-numbers';
import { rupees } from '../../../lib/rupees';
import { rangeFrom } from '../../../lib/time-ranges';
import type { CommerceStats } from '../api/get-commerce-stats';
import { formatConversion, PREMIUM_RANGES } from '../premium-stats/premium-stats-view';

/** SPEC §8's words for this section's failures; the server's refusals already start with them. */
export const COMMERCE_FAILED = 'Failed to get social commerce analytics';
export const DEFAULT_COMMERCE_RANGE: CommerceTimeRange = '30d';
/** The same periods as premium stats (decision 083): that many finished days. */
export const COMMERCE_RANGES = PREMIUM_RANGES;
/** The address keeps the period (?commerce=90d), apart from premium stats' own; anything else is the default. */
export const commerceRangeFrom = (value: string | null): CommerceTimeRange => rangeFrom(COMMERCE_RANGES, value, DEFAULT_COMMERCE_RANGE);

export type CommerceFigure = keyof CommerceTotals;

export interface CommerceChart {
  key: CommerceFigure;
  title: string;
  unit: 'count' | 'paise';
  /** The count said beside a money figure in its tooltip and table ("from 2 tips"). */
  count?: { key: CommerceFigure; one: string; many: string };
}

/** The charts of each part of the section, in the order its cards show the figures. */
export const AUDIENCE_CHARTS: readonly CommerceChart[] = [
  { key: 'views', title: 'Views', unit: 'count' },
  { key: 'downloads', title: 'Downloads', unit: 'count' },
  { key: 'likes', title: 'Likes', unit: 'count' },
  { key: 'followers', title: 'New followers', unit: 'count' },
  { key: 'tipPaise', title: 'Tips', unit: 'paise', count: { key: 'tips', one: 'tip', many: 'tips' } },
];
export const REFERRAL_CHARTS: readonly CommerceChart[] = [
  { key: 'friendsJoined', title: 'Friends who joined', unit: 'count' },
  { key: 'referralRewardPaise', title: 'Referral rewards', unit: 'paise', count: { key: 'referralRewards', one: 'reward', many: 'rewards' } },
];
export const SPONSORED_CHARTS: readonly CommerceChart[] = [
  { key: 'sponsoredImpressions', title: 'Sponsored impressions', unit: 'count' },
  { key: 'sponsoredClicks', title: 'Sponsored clicks', unit: 'count' },
  { key: 'sponsoredSpendPaise', title: 'Sponsored spend', unit: 'paise' },
];

// The server's days are India's, read here as plain dates (UTC), so no browser's zone moves them.
const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** One figure per day as the shared chart draws a series: `earnings` holds the figure, `tips` the count said beside it. */
export function commercePoints(days: readonly CommerceDay[], chart: CommerceChart): ChartPoint[] {
  return days.map((point) => {
    const at = new Date(`${point.day}T00:00:00Z`);
    return { label: short.format(at), longLabel: long.format(at), earnings: point[chart.key], tips: chart.count ? point[chart.count.key] : 0 };
  });
}

/** A figure as the section says it: rupees with paise for money, Indian grouping for counts. */
export const formatCommerce = (unit: CommerceChart['unit'], value: number): string => (unit === 'paise' ? rupees(value) : formatCount(value));

/** The tooltip's and the table's words for one day of a chart. */
export function describeCommercePoint(chart: CommerceChart): (point: ChartPoint) => string {
  const { count } = chart;
  if (count) return (point) => `${formatCommerce(chart.unit, point.earnings)} from ${formatCount(point.tips)} ${point.tips === 1 ? count.one : count.many}`;
  return (point) => `${chart.title}: ${formatCommerce(chart.unit, point.earnings)}`;
}

/** Cost per click in rupees, or words when nothing was clicked (the server's null). */
export const formatCostPerClick = (paise: number | null): string => (paise === null ? 'No clicks yet' : rupees(paise));

/** Click-through as a share ("2.5%", as premium stats' conversions), or words when nothing was shown (the server's null). */
export const formatClickThrough = (rate: number | null): string => (rate === null ? 'No impressions yet' : formatConversion(rate));

/** Which parts of the period had anything to draw: an empty part gets a sentence instead of flat charts. */
export function activityOf(stats: Pick<CommerceStats, 'totals' | 'sponsored'>) {
  const t = stats.totals;
  return {
    audience: t.views + t.downloads + t.likes + t.followers + t.tips > 0,
    referrals: t.friendsJoined + t.referralRewards > 0 || t.referralRewardPaise !== 0,
    sponsored: stats.sponsored.campaigns.length > 0,
  };
}

/** The words before a failure's reason: the server's refusals say SPEC §8's message themselves, anything else gets it put first. */
export function failureLead(reason: string): string | undefined {
  return reason.startsWith(COMMERCE_FAILED) ? undefined : `${COMMERCE_FAILED}:`;
}
