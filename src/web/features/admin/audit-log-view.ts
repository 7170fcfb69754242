import type { AuditLogEntry } from '../../../shared/contracts/accounts/audit-log';

/** A field an admin action changed: what it was and what it became, as text to show. */
export interface ChangedField {
  field: string;
  before: string;
  after: string;
}

/** A value as one short line: text as it is, nothing as "—", anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields of an entry's before and after, each once, in the order they first appear; a record
 * created or deleted shows every field against "—". Fields equal on both sides are left out.
 */
export function changedFields(entry: Pick<AuditLogEntry, 'before' | 'after'>): ChangedField[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: shownValue(before[field]), after: shownValue(after[field]) }))
    .filter((change) => change.before !== change.after || entry.before === null || entry.after === null);
}

/** Where an entry's target can be seen on the site, if anywhere. */
export function targetHref(target: AuditLogEntry['target']): string | null {
  if (target.type === 'user') return `/profile/${encodeURIComponent(target.id)}`;
  if (target.type === 'model') return `/model/${encodeURIComponent(target.id)}`;
  if (target.type === 'withdrawal') return '/admin/withdrawals';
  return null;
}
