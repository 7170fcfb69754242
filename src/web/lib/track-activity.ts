import type { trackUserActivity, TrackedAction } from '../../shared/contracts/analytics/analytics';
import { callByName } from './api-client';
import { readConsent } from './cookie-consent';

/**
 * Tells the admins' analytics about one thing the visitor did (decision 043), only when their
 * cookie settings allow analytics, asked at the moment of sending, so withdrawing consent stops it
 * at once. Fire and forget: a failure (offline, rate limited) never reaches the page.
 */
export function trackActivity(action: TrackedAction, metadata: Record<string, string | number | boolean> = {}): void {
  if (!readConsent()?.analytics) return;
  callByName<typeof trackUserActivity>('trackUserActivity', { action, metadata, analyticsConsent: true }).catch(() => {});
}

/** The kind of page a path is, by its first segment: never the ids or words in it. */
export function pageKind(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first ? first.slice(0, 40) : 'home';
}

/** How many words a search has, which is all analytics keeps of it. */
export function searchWords(q: string): number {
  return q.trim().split(/\s+/).filter(Boolean).length;
}
