import { z } from 'zod';
import {
  MODERATION_MESSAGE_MAX,
  MODERATION_MESSAGE_MIN,
  MODERATOR_NOTES_MAX,
  REPORT_ACTIONS,
  REPORTS_LIST_LIMIT,
} from '../../constants/moderation-rules';
import { REPORT_PRIORITIES, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_KINDS, REPORT_TYPES } from '../../constants/report-rules';
import { defineContract } from '../define-contract';
import { ModelId } from '../models/model-shapes';

/** What a report points at, as it is now (gone when it was deleted since). */
export const ReportTargetView = z.object({
  exists: z.boolean(),
  /** The model's title, the comment's first words, the profile's name. */
  label: z.string().nullable(),
  /** Who answers for it: the model's owner, the comment's author, the profile itself. */
  user: z.object({ uid: z.string(), displayName: z.string(), username: z.string().nullable(), status: z.string() }).nullable(),
  /** For models: hidden by the moderators, and when. */
  hiddenAt: z.string().nullable(),
});

export const ReportItem = z.object({
  id: z.string(),
  reference: z.string(),
  reason: z.enum(REPORT_REASONS),
  type: z.enum(REPORT_TYPES),
  priority: z.enum(REPORT_PRIORITIES),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string().nullable(),
  url: z.string(),
  target: ReportTargetView,
  reporterEmail: z.string(),
  reporterId: z.string().nullable(),
  details: z.string(),
  dmca: z.object({ copyrightedWork: z.string(), signature: z.string() }).nullable(),
  moderatorNotes: z.string().nullable(),
  moderatorId: z.string().nullable(),
  moderatorName: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportItem = z.infer<typeof ReportItem>;

const ReportId = z
  .string({ message: 'reportId is required' })
  .trim()
  .min(1, 'reportId is required')
  .regex(/^[0-9]{1,18}$/, 'reportId: not a report id');

export const listReports = defineContract({
  name: 'listReports',
  summary: 'Admins: the latest reports (SPEC §9: 100), newest first, optionally of one status, reason, priority or kind of target, with what each points at now.',
  access: 'admin',
  input: z
    .strictObject({
      status: z.enum(REPORT_STATUSES, { message: `status: one of ${REPORT_STATUSES.join(', ')}` }).optional(),
      reason: z.enum(REPORT_REASONS, { message: `reason: one of ${REPORT_REASONS.join(', ')}` }).optional(),
      priority: z.enum(REPORT_PRIORITIES, { message: `priority: one of ${REPORT_PRIORITIES.join(', ')}` }).optional(),
      targetKind: z.enum(REPORT_TARGET_KINDS, { message: `targetKind: one of ${REPORT_TARGET_KINDS.join(', ')}` }).optional(),
      limit: z.number({ message: 'limit: a whole number' }).int('limit: a whole number').min(1, 'limit: at least 1').max(REPORTS_LIST_LIMIT, `limit: at most ${REPORTS_LIST_LIMIT}`).default(REPORTS_LIST_LIMIT),
    })
    .default({ limit: REPORTS_LIST_LIMIT }),
  output: z.object({ success: z.literal(true), reports: z.array(ReportItem) }),
});

export const ModerationStats = z.object({
  pending: z.number().int(),
  pendingByPriority: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
  /** When the oldest pending report came in, so a queue left waiting shows. */
  oldestPendingAt: z.string().nullable(),
  resolvedLast7Days: z.number().int(),
  dismissedLast7Days: z.number().int(),
  receivedLast7Days: z.number().int(),
  hiddenModels: z.number().int(),
  bannedUsers: z.number().int(),
  inactiveUsers: z.number().int(),
});
export type ModerationStats = z.infer<typeof ModerationStats>;

export const getModerationStats = defineContract({
  name: 'getModerationStats',
  summary: 'Admins: the moderation queue in figures: pending reports by priority, the oldest waiting, what was handled in the last 7 days, hidden models, banned and inactive users.',
  access: 'admin',
  input: z.strictObject({}).default({}),
  output: z.object({ success: z.literal(true), stats: ModerationStats }),
});

const Message = z
  .string({ message: 'message: must be text' })
  .trim()
  .min(MODERATION_MESSAGE_MIN, `message: at least ${MODERATION_MESSAGE_MIN} characters`)
  .max(MODERATION_MESSAGE_MAX, `message: at most ${MODERATION_MESSAGE_MAX} characters`);

export const processReport = defineContract({
  name: 'processReport',
  summary:
    "Admins (SPEC §4): resolve a pending report with an action, or dismiss it. hide_model hides the reported model everywhere at once (its owner cannot make it public again); delete_comment deletes the comment; warn_user and ban_user act on whoever answers for the target (a ban ends their sessions). `message` is what that person is told (required for those actions); `notes` stay with the moderators. Other pending reports of the same target are settled with it. Every reporter is e-mailed the outcome. Audited. Errors read \"Failed to process report: {reason}\".",
  access: 'admin',
  failureMessage: 'Failed to process report',
  input: z.strictObject({
    reportId: ReportId,
    action: z.enum(REPORT_ACTIONS, { message: `action: one of ${REPORT_ACTIONS.join(', ')}` }),
    message: Message.optional(),
    notes: z.string({ message: 'notes: must be text' }).trim().max(MODERATOR_NOTES_MAX, `notes: at most ${MODERATOR_NOTES_MAX} characters`).optional(),
  }),
  output: z.object({ success: z.literal(true), report: ReportItem, settled: z.number().int() }),
});

export const HiddenModelItem = z.object({
  id: z.string(),
  title: z.string(),
  owner: z.object({ uid: z.string(), displayName: z.string(), username: z.string().nullable() }),
  hiddenAt: z.string(),
  hiddenBy: z.string().nullable(),
  reason: z.string().nullable(),
});

export const listHiddenModels = defineContract({
  name: 'listHiddenModels',
  summary: 'Admins: the models the moderators hid, newest first, 50 a page.',
  access: 'admin',
  input: z
    .strictObject({
      limit: z.number({ message: 'limit: a whole number' }).int('limit: a whole number').min(1, 'limit: at least 1').max(100, 'limit: at most 100').default(50),
      offset: z.number({ message: 'offset: a whole number' }).int('offset: a whole number').min(0, 'offset: 0 or more').max(100_000, 'offset: at most 100000').default(0),
    })
    .default({ limit: 50, offset: 0 }),
  output: z.object({ success: z.literal(true), models: z.array(HiddenModelItem), total: z.number().int() }),
});

export const restoreHiddenModel = defineContract({
  name: 'restoreHiddenModel',
  summary: 'Admins: undo a moderator\'s hide: the model returns to the visibility it had, and its owner is told. Audited. Errors read "Failed to restore model: {reason}".',
  access: 'admin',
  failureMessage: 'Failed to restore model',
  input: z.strictObject({
    modelId: ModelId,
  }),
  output: z.object({ success: z.literal(true), visibility: z.enum(['public', 'private']) }),
});
