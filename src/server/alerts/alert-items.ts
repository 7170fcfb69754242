import type { AlertItem } from '../../shared/contracts/alerts/alerts';
import type { AlertRow } from '../db/schema';

export function toAlertItem(row: AlertRow, creator: { id: string; displayName: string } | null): AlertItem {
  return {
    id: String(row.id),
    kind: row.kind,
    severity: row.severity,
    title: row.title,
    message: row.message,
    actionUrl: row.actionUrl,
    occurrences: row.occurrences,
    createdBy: creator ? { uid: creator.id, displayName: creator.displayName } : null,
    read: row.read === 'read',
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}
