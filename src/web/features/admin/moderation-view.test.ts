import { describe, expect, it } from 'vitest';
import { statCards, waitedSince } from './moderation-view';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('the moderation figures', () => {
  it('say how long the oldest report has waited, in days however long', () => {
    expect(waitedSince(ago(10), NOW)).toBe('just now');
    expect(waitedSince(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(waitedSince(ago(3 * 3600), NOW)).toBe('3 hours ago');
    expect(waitedSince(ago(26 * 3600), NOW)).toBe('yesterday');
    expect(waitedSince(ago(45 * 86400), NOW)).toBe('45 days ago');
    // A clock slightly behind the server's never reads as the future.
    expect(waitedSince(ago(-30), NOW)).toBe('just now');
  });

  it('lay the stats out as cards, pending with its priorities', () => {
    const cards = statCards(
      {
        pending: 1234,
        pendingByPriority: { high: 4, medium: 30, low: 1200 },
        oldestPendingAt: ago(2 * 86400),
        resolvedLast7Days: 9,
        dismissedLast7Days: 3,
        receivedLast7Days: 15,
        hiddenModels: 2,
        bannedUsers: 1,
        inactiveUsers: 0,
      },
      NOW,
    );
    expect(cards.map((c) => [c.id, c.value])).toEqual([
      ['pending', '1,234'],
      ['oldest', '2 days ago'],
      ['received', '15'],
      ['resolved', '9'],
      ['dismissed', '3'],
      ['hidden', '2'],
      ['banned', '1'],
      ['inactive', '0'],
    ]);
    expect(cards[0]!.note).toBe('High 4 · Medium 30 · Low 1,200');
  });

  it('say so when nothing waits', () => {
    const oldest = statCards(
      { pending: 0, pendingByPriority: { high: 0, medium: 0, low: 0 }, oldestPendingAt: null, resolvedLast7Days: 0, dismissedLast7Days: 0, receivedLast7Days: 0, hiddenModels: 0, bannedUsers: 0, inactiveUsers: 0 },
      NOW,
    ).find((c) => c.id === 'oldest')!;
    expect([oldest.value, oldest.note]).toEqual(['None', 'No report is waiting.']);
  });
});
