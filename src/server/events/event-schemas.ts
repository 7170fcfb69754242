import { z } from 'zod';
import { ACHIEVEMENT_MILESTONES } from '../../shared/constants/community-rules';
import { REPORT_ACTIONS } from '../../shared/constants/moderation-rules';
import { VISIBILITIES } from '../../shared/constants/model-rules';
import { REPORT_PRIORITIES, REPORT_REASONS, REPORT_STATUSES } from '../../shared/constants/report-rules';
import { USER_STATUSES } from '../../shared/constants/user-status';
import { PAYOUT_METHODS, PAYOUT_SCHEDULES } from '../db/schema/payouts';

/*
 * What each kind of domain event carries (decision 059): exactly what its producers send, so a
 * producer that leaves out a field fails to compile, or at the latest throws in its own
 * transaction, and a consumer reads typed fields instead of guessing. A new kind is added here.
 */

const id = z.string().min(1);
const whole = z.number().int();
const at = z.iso.datetime();
const book = z.enum(['live', 'test']);
/** Where a security event came from, as the owner is shown it (masked IP, summarised browser). */
const device = { ip: z.string().nullable(), userAgent: z.string(), at };
const ofOwner = z.object({ ownerId: id });
const visibility = z.object({ visibility: z.enum(VISIBILITIES) });
const failedSignIns = {
  reason: z.literal('failed_sign_ins'),
  failedAttempts: whole,
  windowMinutes: whole,
  method: z.enum(['password', 'otp', 'google']),
  ...device,
};
const withdrawalOutcome = { withdrawalId: id, amount: whole, netAmount: whole, reason: z.string().nullable() };

export const EVENT_SCHEMAS = {
  'model.published': visibility,
  'model.revised': visibility,
  'model.deleted': ofOwner,
  'model.liked': ofOwner,
  'model.unliked': ofOwner,
  'model.bookmarked': ofOwner,
  'model.downloaded': ofOwner,
  /** parentAuthorId only on a reply. */
  'model.commented': z.object({ commentId: id, parentId: id.nullable(), ownerId: id, parentAuthorId: id.optional() }),
  'model.reviewed': z.object({ reviewId: id, rating: whole, ownerId: id, isNew: z.boolean() }),
  'model.view_milestone': z.object({ milestone: whole, ownerId: id }),
  'model.featured': z.object({ ownerId: id, title: z.string() }),
  /** Issue 16: a moderator hid the model; reportId when a report led to it. */
  'model.hidden': z.object({ ownerId: id, reason: z.string(), reportId: id.nullable() }),
  /** An admin restored a hidden model. */
  'model.restored': z.object({ ownerId: id, visibility: z.enum(VISIBILITIES) }),
  /** An admin changed, deleted or stopped featuring someone else's model: title kept, since a deleted model can no longer be read. */
  'model.changed_by_admin': z.object({ ownerId: id, title: z.string(), action: z.enum(['update', 'delete', 'unfeature']), reason: z.string() }),
  /** A moderator deleted someone's comment; subjectId is the comment's model. */
  'comment.removed_by_moderator': z.object({ authorId: id, message: z.string().nullable(), excerpt: z.string(), reportId: id }),
  /** A moderator warned the user (subjectId). */
  'user.warned': z.object({ message: z.string().nullable(), url: z.string(), reportId: id }),
  /** An admin set the user's status (subjectId). */
  'user.status_changed': z.object({ status: z.enum(USER_STATUSES), previous: z.enum(USER_STATUSES) }),
  'comment.liked': z.object({ modelId: id, commentAuthorId: id }),
  /** removed: the comment and its replies. */
  'comment.deleted': z.object({ modelId: id, parentId: id.nullable(), authorId: id, ownerId: id, removed: whole }),
  'user.followed': z.object({ followersCount: whole }),
  'user.unfollowed': z.object({ followersCount: whole }),
  'user.achievement_unlocked': z.object({ achievement: z.enum(Object.keys(ACHIEVEMENT_MILESTONES) as [keyof typeof ACHIEVEMENT_MILESTONES]), milestone: whole }),
  'collection.model_added': z.object({ collectionId: id, collectionName: z.string(), modelId: id, modelOwnerId: id }),
  'collaboration.requested': z.object({ requestId: id, modelId: id, ownerId: id }),
  'collaboration.answered': z.object({ requestId: id, modelId: id, requesterId: id, ownerId: id, status: z.enum(['accepted', 'declined', 'withdrawn']) }),
  /** Decision 049: the account's payout side as it was forgotten. */
  'user.deleted': z.object({ models: whole, withdrawalsCancelled: whole, destinationsErased: whole, kycKept: z.boolean() }),
  'security.new_device_sign_in': z.object({ signInId: id, method: z.enum(['password', 'otp', 'google']), ...device }),
  'security.password_changed': z.object({ how: z.enum(['changed', 'reset']), ...device }),
  /** No producer yet: the texts for them are ready (notification-texts.ts). */
  'security.email_changed': z.object({}),
  'security.two_factor_changed': z.object({ enabled: z.boolean() }),
  'security.suspicious_activity': z.object(failedSignIns),
  'security.account_locked': z.object({ ...failedSignIns, minutes: whole, until: at }),
  'security.account_unlocked': z.object({ how: z.enum(['email_code', 'password_reset', 'google']), at }),
  'security.withdrawal_pin_locked': z.object({ failedAttempts: whole, minutes: whole, until: at, at }),
  'security.withdrawal_pin_reset': z.object(device),
  /** Decision 047: a UPI id or bank account was added to be paid to. */
  'security.payout_destination_added': z.object({ destinationId: id, method: z.enum(PAYOUT_METHODS), label: z.string(), usableFrom: z.string(), ...device }),
  /** subjectId is the creator, or 'platform' for a tip to Meshmandi; fromEarnings on a tip sent from the sender's earnings. */
  'tip.received': z.object({ paymentId: id, amount: whole, creatorAmount: whole, book, modelId: id.nullable(), fromEarnings: z.literal(true).optional() }),
  'tip.refunded': z.object({ paymentId: id, refundId: id, amount: whole, payerId: id.nullable(), book: book.nullable() }),
  'withdrawal.requested': z.object({
    withdrawalId: id,
    amount: whole,
    processingFee: whole,
    netAmount: whole,
    method: z.enum(PAYOUT_METHODS),
    schedule: z.enum(PAYOUT_SCHEDULES),
  }),
  'withdrawal.completed': z.object(withdrawalOutcome),
  /** status 'rejected' when an admin refused it rather than the payout failing. */
  'withdrawal.failed': z.object({ ...withdrawalOutcome, status: z.literal('rejected').optional() }),
  /** Issue 16: a public report; subjectId is the report's id. */
  'report.submitted': z.object({ reference: z.string(), reason: z.enum(REPORT_REASONS), priority: z.enum(REPORT_PRIORITIES) }),
  /** A moderator resolved or dismissed it; subjectId is the report's id; settled: the reports it closed. */
  'report.processed': z.object({ status: z.enum(REPORT_STATUSES), action: z.enum(REPORT_ACTIONS), settled: whole }),
} as const satisfies Record<string, z.ZodObject>;
