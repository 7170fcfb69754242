import { describe, expect, it } from 'vitest';
import type { PremiumStats } from '../api/get-premium-stats';
import { coverageText, describePoint, formatConversion, hasActivity, PREMIUM_CHARTS, premiumPeriodOf, premiumPoints, premiumRangeFrom } from './premium-stats-view';

const zero = { views: 0, downloads: 0, likes: 0, followers: 0, tips: 0, tipPaise: 0 };
const days = [
  { day: '2026-03-09', ...zero },
  { day: '2026-03-10', views: 1234, downloads: 12, likes: 3, followers: 1, tips: 2, tipPaise: 15_050 },
];

describe('the premium stats view', () => {
  it('draws each figure as a series named by its day, in the order of the cards', () => {
    expect(PREMIUM_CHARTS.map((chart) => chart.key)).toEqual(['views', 'downloads', 'likes', 'tipPaise', 'followers']);
    expect(premiumPoints(days, 'views')).toEqual([
      { label: '9 Mar', longLabel: '9 Mar 2026', earnings: 0, tips: 0 },
      { label: '10 Mar', longLabel: '10 Mar 2026', earnings: 1234, tips: 2 },
    ]);
    expect(premiumPoints(days, 'tipPaise').map((point) => point.earnings)).toEqual([0, 15_050]);
  });

  it('puts each day in words for the tooltip and the screen-reader table', () => {
    const [, point] = premiumPoints(days, 'tipPaise');
    const tips = PREMIUM_CHARTS.find((chart) => chart.key === 'tipPaise')!;
    expect(describePoint(tips)(point!)).toBe('₹150.50 from 2 tips');
    expect(describePoint(tips)({ ...point!, earnings: 10_000, tips: 1 })).toBe('₹100.00 from 1 tip');
    const views = PREMIUM_CHARTS[0]!;
    expect(describePoint(views)(premiumPoints(days, 'views')[1]!)).toBe('Views: 1,234');
  });

  it('says a conversion as a percentage, and none without views', () => {
    expect(formatConversion(null)).toBe('No views yet');
    expect(formatConversion(0)).toBe('0%');
    expect(formatConversion(3 / 11)).toBe('27%');
    expect(formatConversion(2 / 1234)).toBe('0.2%');
    expect(formatConversion(0.05)).toBe('5%');
    expect(formatConversion(0.0004)).toBe('0%');
    // More downloads than counted views can happen (a direct link): said as it is.
    expect(formatConversion(1.5)).toBe('150%');
  });

  it('reads the period from the address, the default for anything else', () => {
    expect(premiumRangeFrom('365d')).toBe('365d');
    expect(premiumRangeFrom('all')).toBe('30d');
    expect(premiumRangeFrom(null)).toBe('30d');
    expect(premiumPeriodOf('90d')).toBe('the last 90 days');
  });

  it('says which days the figures cover, and whether there is anything to draw', () => {
    expect(coverageText({ asOf: '2026-03-10' })).toBe("Finished days through 10 Mar 2026 (India time); today's figures come in tomorrow.");
    expect(coverageText({ asOf: null })).toBe('Your first figures appear once the first day has ended (India time).');
    expect(hasActivity({ totals: zero } as PremiumStats)).toBe(false);
    expect(hasActivity({ totals: { ...zero, followers: 1 } } as PremiumStats)).toBe(true);
  });
});
