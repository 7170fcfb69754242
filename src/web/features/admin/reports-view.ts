import {
  ACTIONS_FOR_TARGET,
  ACTIONS_WITH_MESSAGE,
  MODERATION_MESSAGE_MAX,
  MODERATION_MESSAGE_MIN,
  type ReportAction,
} from '../../../shared/constants/moderation-rules';
import {
  REPORT_PRIORITIES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  type ReportPriority,
  type ReportReason,
  type ReportStatus,
  type ReportTargetKind,
} from '../../../shared/constants/report-rules';

/** What /admin/reports filters by; each is kept in the address under the same name, so a filtered list can be bookmarked or shared. */
export interface ReportFilters {
  status?: ReportStatus;
  reason?: ReportReason;
  priority?: ReportPriority;
  targetKind?: ReportTargetKind;
}

export const FILTER_KEYS = ['status', 'reason', 'priority', 'targetKind'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined => allowed.find((item) => item === value);

/** The filters an address names; a value the server would refuse is ignored rather than shown as an error page. */
export function reportFiltersFrom(params: URLSearchParams): ReportFilters {
  const filters: ReportFilters = {};
  const status = pick(REPORT_STATUSES, params.get('status'));
  const reason = pick(REPORT_REASONS, params.get('reason'));
  const priority = pick(REPORT_PRIORITIES, params.get('priority'));
  const targetKind = pick(REPORT_TARGET_KINDS, params.get('targetKind'));
  if (status) filters.status = status;
  if (reason) filters.reason = reason;
  if (priority) filters.priority = priority;
  if (targetKind) filters.targetKind = targetKind;
  return filters;
}

/** The address's query with one filter set (or cleared with ''), other parameters kept. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

export const STATUS_LABELS: Record<ReportStatus, string> = { pending: 'Pending', resolved: 'Resolved', dismissed: 'Dismissed' };
export const PRIORITY_LABELS: Record<ReportPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const TARGET_KIND_LABELS: Record<ReportTargetKind, string> = { model: 'Model', comment: 'Comment', make: 'Make', profile: 'Profile', other: 'Other page' };

/** Who answers for a target, as the report card says it. */
export const RESPONSIBLE_LABELS: Record<ReportTargetKind, string> = { model: 'Owner', comment: 'Author', make: 'Maker', profile: 'Person', other: 'Person' };

/** The actions the Review dialog offers: only those the server accepts for this kind of target. */
export function actionsFor(kind: ReportTargetKind): readonly ReportAction[] {
  return ACTIONS_FOR_TARGET[kind];
}

export function needsMessage(action: ReportAction): boolean {
  return ACTIONS_WITH_MESSAGE.includes(action);
}

/**
 * The message to the person, checked as the server checks it (trimmed, 10–1000 characters), so the
 * dialog says what is wrong before sending; null when it is fine or not needed.
 */
export function messageProblem(action: ReportAction, message: string): string | null {
  if (!needsMessage(action)) return null;
  const length = message.trim().length;
  if (length < MODERATION_MESSAGE_MIN) return `Write at least ${MODERATION_MESSAGE_MIN} characters: the person is told why.`;
  if (length > MODERATION_MESSAGE_MAX) return `At most ${MODERATION_MESSAGE_MAX} characters.`;
  return null;
}

/** What the dialog says after a review: the report itself and any others of the same target it settled. */
export function settledText(status: ReportStatus, settled: number): string {
  const verb = status === 'dismissed' ? 'Dismissed' : 'Resolved';
  if (settled <= 1) return `${verb}: 1 report settled.`;
  return `${verb}: ${settled} reports settled (this one and ${settled - 1} other${settled === 2 ? '' : 's'} about the same content).`;
}

/** The label of a target that was deleted since it was reported, or has no label of its own. */
export function targetLabel(kind: ReportTargetKind, label: string | null, exists: boolean): string {
  if (label) return label;
  if (!exists && kind !== 'other') return `A deleted ${kind}`;
  return kind === 'other' ? 'A page of the site' : `This ${kind}`;
}

/**
 * Where the reported link opens in the app: a path on this site. The server keeps only links to
 * this site, but the text came from a stranger, so anything else (another origin, a script URL)
 * is shown as text and never made a link.
 */
export function reportedPath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}
