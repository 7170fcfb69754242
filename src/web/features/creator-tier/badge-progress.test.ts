import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_MILESTONES } from '../../../shared/constants/community-rules';
import { achievementTracks } from './badge-progress';

const at = '2026-11-01T10:00:00.000Z';

describe('achievementTracks', () => {
  it('marks what is earned, the next milestone with its progress, and the rest as later, for each kind in order', () => {
    const tracks = achievementTracks({ models: 7, followers: 3, views: 1_200 }, [
      { type: 'models_uploaded', milestone: 1, unlockedAt: at },
      { type: 'models_uploaded', milestone: 5, unlockedAt: at },
      { type: 'total_views', milestone: 1000, unlockedAt: at },
    ]);
    expect(tracks.map((t) => t.type)).toEqual(['models_uploaded', 'followers', 'total_views']);
    const [models, followers, views] = tracks;
    expect(models!.earned).toBe(2);
    expect(models!.milestones.map((m) => m.state)).toEqual(['earned', 'earned', 'next', 'later', 'later', 'later']);
    expect(models!.milestones[2]).toEqual({ milestone: 10, state: 'next', have: 7, percent: 70, text: '7 of 10' });
    expect(followers!.milestones[0]).toEqual({ milestone: 10, state: 'next', have: 3, percent: 30, text: '3 of 10' });
    expect(views!.milestones[1]).toEqual({ milestone: 5000, state: 'next', have: 1200, percent: 24, text: '1,200 of 5,000' });
    expect(tracks.every((t) => t.milestones.length === ACHIEVEMENT_MILESTONES[t.type].length)).toBe(true);
  });

  it('keeps a badge once given though the count fell, and never shows progress past the milestone', () => {
    const [models, followers] = achievementTracks({ models: 0, followers: 60, views: 0 }, [{ type: 'models_uploaded', milestone: 1, unlockedAt: at }]);
    expect(models!.milestones[0]).toEqual({ milestone: 1, state: 'earned', unlockedAt: at });
    expect(models!.milestones[1]).toMatchObject({ state: 'next', have: 0, text: '0 of 5' });
    // 60 followers, no row yet for 10 or 50 (the roll-up is a moment behind): the first shows full.
    expect(followers!.milestones[0]).toEqual({ milestone: 10, state: 'next', have: 10, percent: 100, text: '10 of 10' });
    expect(followers!.milestones[1]).toEqual({ milestone: 50, state: 'later' });
  });

  it('has no next milestone once every one is earned', () => {
    const all = ACHIEVEMENT_MILESTONES.followers.map((milestone) => ({ type: 'followers' as const, milestone, unlockedAt: at }));
    const followers = achievementTracks({ models: 0, followers: 9_000, views: 0 }, all)[1]!;
    expect(followers.earned).toBe(6);
    expect(followers.milestones.some((m) => m.state !== 'earned')).toBe(false);
  });
});
