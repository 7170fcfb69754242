import type { ModerationStats } from '../../../shared/contracts/reports/moderation';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
let format: Intl.RelativeTimeFormat | undefined;

/**
 * How long the oldest pending report has waited ("just now", "5 minutes ago", "3 days ago"): a
 * queue left for days must read as such at a glance, which a date does not. Days are not rolled up
 * into weeks or months, so "45 days ago" stays as alarming as it is.
 */
export function waitedSince(iso: string, now: number): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 45) return 'just now';
  format ??= new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
  const [unit, size] = [...UNITS].reverse().find(([, s]) => seconds >= s) ?? UNITS[0]!;
  return format.format(-Math.max(1, Math.round(seconds / size)), unit);
}

export interface StatCard {
  id: string;
  label: string;
  value: string;
  /** A line under the figure: the breakdown or what it counts. */
  note: string;
}

const n = (value: number) => value.toLocaleString('en-IN');

/** getModerationStats as the cards /admin/moderation shows, in the order a moderator reads them. */
export function statCards(stats: ModerationStats, now: number): StatCard[] {
  const { high, medium, low } = stats.pendingByPriority;
  return [
    { id: 'pending', label: 'Pending reports', value: n(stats.pending), note: `High ${n(high)} · Medium ${n(medium)} · Low ${n(low)}` },
    {
      id: 'oldest',
      label: 'Oldest waiting',
      value: stats.oldestPendingAt ? waitedSince(stats.oldestPendingAt, now) : 'None',
      note: stats.oldestPendingAt ? 'The longest a pending report has waited.' : 'No report is waiting.',
    },
    { id: 'received', label: 'Received in 7 days', value: n(stats.receivedLast7Days), note: 'Reports filed in the last 7 days.' },
    { id: 'resolved', label: 'Resolved in 7 days', value: n(stats.resolvedLast7Days), note: 'Acted on, or resolved without action.' },
    { id: 'dismissed', label: 'Dismissed in 7 days', value: n(stats.dismissedLast7Days), note: 'Found to break no rule.' },
    { id: 'hidden', label: 'Hidden models', value: n(stats.hiddenModels), note: 'Hidden by the moderators, listed below.' },
    { id: 'banned', label: 'Banned users', value: n(stats.bannedUsers), note: 'Cannot sign in.' },
    { id: 'inactive', label: 'Inactive users', value: n(stats.inactiveUsers), note: 'Cannot sign in until reactivated.' },
  ];
}
