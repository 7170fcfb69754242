import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = Date.parse('2026-11-26T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('reads recent times in words and leaves older ones to a date', () => {
    expect(timeAgo(ago(10), now)).toBe('just now');
    expect(timeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(8 * 86400), now)).toBeNull();
    // A clock a little behind the server's does not say "in 2 seconds".
    expect(timeAgo(ago(-2), now)).toBe('just now');
  });
});
