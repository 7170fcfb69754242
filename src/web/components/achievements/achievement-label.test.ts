import { describe, expect, it } from 'vitest';
import { achievementLabel } from './achievement-label';

describe('achievementLabel', () => {
  it('names each milestone as the profile shows it, with Indian digit grouping', () => {
    expect(achievementLabel({ type: 'models_uploaded', milestone: 1 })).toBe('First model');
    expect(achievementLabel({ type: 'models_uploaded', milestone: 25 })).toBe('25 models');
    expect(achievementLabel({ type: 'followers', milestone: 10 })).toBe('10 followers');
    expect(achievementLabel({ type: 'followers', milestone: 5000 })).toBe('5,000 followers');
    expect(achievementLabel({ type: 'total_views', milestone: 1000 })).toBe('1,000 views');
    expect(achievementLabel({ type: 'total_views', milestone: 500000 })).toBe('5,00,000 views');
  });
});
