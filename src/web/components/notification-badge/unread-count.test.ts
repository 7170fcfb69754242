import { describe, expect, it } from 'vitest';
import { badgeLabel, badgeText } from './unread-count';

describe('the unread badge', () => {
  it("shows the count, '99+' above 99 (SPEC §2), and nothing at 0", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });

  it('names the link with the count for screen readers', () => {
    expect(badgeLabel(0)).toBe('Notifications');
    expect(badgeLabel(3)).toBe('Notifications 3 unread');
    expect(badgeLabel(250)).toBe('Notifications 99+ unread');
  });
});
