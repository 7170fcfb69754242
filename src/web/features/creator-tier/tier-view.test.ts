import { describe, expect, it } from 'vitest';
import { TIER_BENEFITS, TIER_REQUIREMENTS } from '../../../shared/constants/creator-tiers';
import { benefitRows, requirementRows, requirementsText } from './tier-view';

describe('the creator tier page’s figures', () => {
  it('lists what Pro asks with what the creator has, met or not, and a bar that stops at full', () => {
    const rows = requirementRows({ downloads: 1_250, earningsPaise: 85_000, publicModels: 4, accountAgeDays: 61, featuredModels: 0 }, TIER_REQUIREMENTS.pro);
    expect(rows.map((row) => [row.label, row.text, row.met, row.percent])).toEqual([
      ['Downloads of your models', '1,250 of 1,000', true, 100],
      ['Real money earned from tips', '₹850 of ₹2,000', false, 42],
      ['Public models', '4 of 10', false, 40],
      ['Days since you joined', '61 of 60', true, 100],
    ]);
  });

  it('says each tier’s asks in a line, and none for Basic', () => {
    expect(requirementsText(TIER_REQUIREMENTS.basic)).toBe('None');
    expect(requirementsText(TIER_REQUIREMENTS.elite)).toBe('10,000 downloads · ₹25,000 earned · 25 public models · 180 days · 3 featured models');
  });

  it('shows the benefits in per cent and counts', () => {
    expect(benefitRows(TIER_BENEFITS.verified).map((row) => row.value)).toEqual(['87%', '1.5%', '25', '10%']);
  });
});
