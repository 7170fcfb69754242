import { describe, expect, it } from 'vitest';
import { bucketNames, netRevenuePoints, revenueCsvHref, type RevenueReport } from './revenue-view';

const figures = { feesFromTips: 150, feesFromWithdrawals: 0, platformTips: 0, refunds: 0, payouts: 0, expenses: 0, adRevenue: 0, netRevenue: 150 };

describe('the revenue view', () => {
  it('names buckets as the axis and the table read them', () => {
    expect(bucketNames('day', '2026-03-10')).toEqual({ label: '10 Mar', longLabel: '10 Mar 2026' });
    expect(bucketNames('week', '2026-03-09').longLabel).toBe('Week of 9 Mar 2026');
    expect(bucketNames('month', '2026-03-01')).toEqual({ label: 'Mar 2026', longLabel: 'Mar 2026' });
  });

  it('draws net revenue and links the CSV of the same period and book', () => {
    const report = { success: true, book: 'live', bucket: 'day', series: [{ start: '2026-03-10', ...figures }], total: figures, balances: { platformFees: 0, platformTips: 0, platformExpenses: 0, owedToCreators: 0, heldForWithdrawals: 0, heldForSponsored: 0, adRevenue: 0 } } as RevenueReport;
    expect(netRevenuePoints(report)).toEqual([{ label: '10 Mar', longLabel: '10 Mar 2026', earnings: 150, tips: 0 }]);
    expect(revenueCsvHref('90d', 'test')).toBe('/api/admin/revenue.csv?timeRange=90d&book=test');
  });
});
