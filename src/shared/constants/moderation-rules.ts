import type { ReportTargetKind } from './report-rules';

/**
 * What a moderator does with a report (SPEC §4: any action resolves it; dismiss dismisses it).
 * `no_action` resolves a report that was right but needs nothing more (already fixed, handled
 * elsewhere); `dismiss` says the report was wrong.
 */
export const REPORT_ACTIONS = ['dismiss', 'no_action', 'hide_model', 'delete_comment', 'delete_make', 'warn_user', 'ban_user'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Dismiss (no violation)',
  no_action: 'Resolve without action',
  hide_model: 'Hide the model',
  delete_comment: 'Delete the comment',
  delete_make: 'Delete the make',
  warn_user: 'Warn the user',
  ban_user: 'Ban the user',
};

/** The actions that make sense for what was reported: a page that is not a model, comment or profile can only be resolved or dismissed. */
export const ACTIONS_FOR_TARGET: Record<ReportTargetKind, readonly ReportAction[]> = {
  model: ['dismiss', 'no_action', 'hide_model', 'warn_user', 'ban_user'],
  comment: ['dismiss', 'no_action', 'delete_comment', 'warn_user', 'ban_user'],
  make: ['dismiss', 'no_action', 'delete_make', 'warn_user', 'ban_user'],
  profile: ['dismiss', 'no_action', 'warn_user', 'ban_user'],
  other: ['dismiss', 'no_action'],
};

/** The actions that tell the person responsible, and so need the message they are shown. */
export const ACTIONS_WITH_MESSAGE: readonly ReportAction[] = ['hide_model', 'delete_comment', 'delete_make', 'warn_user', 'ban_user'];

export const MODERATOR_NOTES_MAX = 2000;
export const MODERATION_MESSAGE_MIN = 10;
export const MODERATION_MESSAGE_MAX = 1000;
/** SPEC §9: the reports list shows the latest 100. */
export const REPORTS_LIST_LIMIT = 100;
