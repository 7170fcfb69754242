import type { PremiumStatsDay, PremiumStatsRange } from '../../../../shared/contracts/tiers/premium-creator-stats';
import type { ChartPoint } from '../../../components/charts/chart-point';
import { formatCount } from '../../../lib/indian-numbers';
import { rupees } from '../../../lib/rupees';
import { periodIn, rangeFrom, type RangeChoice } from '../../../lib/time-ranges';
import type { PremiumStats } from '../api/get-premium-stats';

export const DEFAULT_PREMIUM_RANGE: PremiumStatsRange = '30d';

/** The periods premium stats offer: that many finished days. */
export const PREMIUM_RANGES: readonly RangeChoice<PremiumStatsRange>[] = [
  { value: '7d', label: '7 days', period: 'the last 7 days' },
  { value: '30d', label: '30 days', period: 'the last 30 days' },
  { value: '90d', label: '90 days', period: 'the last 90 days' },
  { value: '365d', label: '365 days', period: 'the last 365 days' },
];

/** The address keeps the period (?stats=90d); anything else is the default. */
export const premiumRangeFrom = (value: string | null): PremiumStatsRange => rangeFrom(PREMIUM_RANGES, value, DEFAULT_PREMIUM_RANGE);
export const premiumPeriodOf = (range: PremiumStatsRange): string => periodIn(PREMIUM_RANGES, range);

export type PremiumFigure = 'views' | 'downloads' | 'likes' | 'tipPaise' | 'followers';

export interface PremiumChart {
  key: PremiumFigure;
  title: string;
  unit: 'count' | 'paise';
}

/** One chart per figure, in the order the cards show them. */
export const PREMIUM_CHARTS: readonly PremiumChart[] = [
  { key: 'views', title: 'Views', unit: 'count' },
  { key: 'downloads', title: 'Downloads', unit: 'count' },
  { key: 'likes', title: 'Likes', unit: 'count' },
  { key: 'tipPaise', title: 'Tips', unit: 'paise' },
  { key: 'followers', title: 'New followers', unit: 'count' },
];

/** A figure as the section says it: rupees with paise for money, Indian grouping for counts. */
export function formatFigure(unit: PremiumChart['unit'], value: number): string {
  return unit === 'paise' ? rupees(value) : formatCount(value);
}

// The server's days are India's, read here as plain dates (UTC), so no browser's zone moves them.
const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "9 Mar 2026" for a YYYY-MM-DD day. */
export function dayName(day: string): string {
  return long.format(new Date(`${day}T00:00:00Z`));
}

/** One figure per day as the chart draws a series: `earnings` holds the figure, `tips` the tip count (the tips chart's tooltip says both). */
export function premiumPoints(days: readonly PremiumStatsDay[], key: PremiumFigure): ChartPoint[] {
  return days.map((point) => {
    const at = new Date(`${point.day}T00:00:00Z`);
    return { label: short.format(at), longLabel: long.format(at), earnings: point[key], tips: point.tips };
  });
}

/** The tooltip's and the table's words for one day of a chart. */
export function describePoint(chart: PremiumChart): (point: ChartPoint) => string {
  if (chart.key === 'tipPaise') return (point) => `${rupees(point.earnings)} from ${formatCount(point.tips)} ${point.tips === 1 ? 'tip' : 'tips'}`;
  return (point) => `${chart.title}: ${formatCount(point.earnings)}`;
}

/**
 * A conversion as people read it: "27.3%" (one decimal below 10 %, whole above), or "No views yet"
 * when there were none (the server's null), since a share of nothing is no figure. It can pass
 * 100 %: a download needs no counted view (a direct link, or a view a visitor's window already counted).
 */
export function formatConversion(fraction: number | null): string {
  if (fraction === null) return 'No views yet';
  const percent = fraction * 100;
  if (percent === 0) return '0%';
  if (percent < 10) return `${(Math.round(percent * 10) / 10).toString()}%`;
  return `${Math.round(percent).toLocaleString('en-IN')}%`;
}

/** What the figures cover: closed days only, so today's come in tomorrow. */
export function coverageText(stats: Pick<PremiumStats, 'asOf'>): string {
  if (!stats.asOf) return 'Your first figures appear once the first day has ended (India time).';
  return `Finished days through ${dayName(stats.asOf)} (India time); today's figures come in tomorrow.`;
}

/** Whether the period had anything at all to draw: an empty period gets one sentence instead of five flat charts. */
export function hasActivity(stats: Pick<PremiumStats, 'totals'>): boolean {
  const { views, downloads, likes, followers, tips } = stats.totals;
  return views + downloads + likes + followers + tips > 0;
}
