import type { AlertItem } from '../../../shared/contracts/alerts/alerts';

export const SEVERITY_LABELS: Record<AlertItem['severity'], string> = { critical: 'Critical', warning: 'Warning', info: 'Info' };

/** Who raised it, as the list says it. */
export function raisedBy(alert: Pick<AlertItem, 'createdBy'>): string {
  return alert.createdBy ? `Raised by ${alert.createdBy.displayName}` : 'Raised by Meshmandi';
}

/** "Seen 3 times" for a repeated system alert; nothing for one seen once. */
export function occurrencesText(alert: Pick<AlertItem, 'occurrences'>): string | null {
  return alert.occurrences > 1 ? `Seen ${alert.occurrences.toLocaleString('en-IN')} times` : null;
}

/** Only paths on this site are links (the server accepts no other), so a bad value is never followed. */
export function safeActionPath(alert: Pick<AlertItem, 'actionUrl'>): string | null {
  const url = alert.actionUrl;
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}
