import { describe, expect, it } from 'vitest';
import { ANALYTICS_CHARTS, analyticsPoints, describeFigure, formatFigure, topsCoverage, type AnalyticsReport } from './analytics-view';

const figures = { signUps: 3, activeUsers: 2, uploads: 1, downloads: 1200, views: 40, tips: 2, tipPaise: 15_000, revenuePaise: 2_250 };
const report = { success: true, timeRange: '7d', bucket: 'day', series: [{ start: '2026-03-10', ...figures }], total: figures, topsThrough: '2026-03-09', topModels: [], topCreators: [] } as AnalyticsReport;

describe('the analytics view', () => {
  it('draws each figure as a series named by its day', () => {
    expect(analyticsPoints(report, 'downloads')).toEqual([{ label: '10 Mar', longLabel: '10 Mar 2026', earnings: 1200, tips: 2 }]);
    expect(ANALYTICS_CHARTS.map((c) => c.key)).toEqual(['signUps', 'activeUsers', 'uploads', 'downloads', 'views', 'tipPaise', 'revenuePaise']);
  });

  it('says counts and money as people read them', () => {
    expect(formatFigure('count', 123456)).toBe('1,23,456');
    expect(formatFigure('paise', 15_000)).toBe('₹150.00');
    const [point] = analyticsPoints(report, 'tipPaise');
    expect(describeFigure(ANALYTICS_CHARTS[5]!, 'day')(point!)).toBe('₹150.00 from 2 tips');
    expect(describeFigure(ANALYTICS_CHARTS[1]!, 'week')({ ...point!, earnings: 7 })).toBe('7 active users on the busiest day');
    expect(describeFigure(ANALYTICS_CHARTS[3]!, 'day')({ ...point!, earnings: 1200 })).toBe('Downloads: 1,200');
  });

  it('says which days the top lists cover', () => {
    expect(topsCoverage(report)).toBe('Finished days of the period, through 9 Mar 2026 (India time).');
    expect(topsCoverage({ topsThrough: null })).toMatch(/once the first day/);
  });
});
