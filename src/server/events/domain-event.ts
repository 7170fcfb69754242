/** What the app records as having happened (decision 025). New kinds are added here. */
export type DomainEventType =
  | 'model.published'
  | 'model.revised'
  | 'model.deleted'
  | 'model.liked'
  | 'model.unliked'
  | 'model.bookmarked'
  | 'model.downloaded'
  | 'model.commented'
  | 'model.reviewed'
  | 'model.view_milestone'
  | 'model.featured'
  /** Issue 16: a moderator hid the model (data: reason, reportId) or an admin restored it. */
  | 'model.hidden'
  | 'model.restored'
  /** An admin changed, deleted or stopped featuring someone else's model; data: ownerId, title, action, reason. */
  | 'model.changed_by_admin'
  /** A moderator deleted someone's comment; subjectId is the comment's model. */
  | 'comment.removed_by_moderator'
  /** A moderator warned the user (subjectId); data: message. */
  | 'user.warned'
  /** An admin set the user's status (subjectId); data: status, previous. */
  | 'user.status_changed'
  | 'comment.liked'
  | 'comment.deleted'
  | 'user.followed'
  | 'user.unfollowed'
  | 'user.achievement_unlocked'
  | 'collection.model_added'
  | 'collaboration.requested'
  | 'collaboration.answered'
  | 'user.deleted'
  | 'security.new_device_sign_in'
  | 'security.password_changed'
  | 'security.email_changed'
  | 'security.two_factor_changed'
  | 'security.suspicious_activity'
  | 'security.account_locked'
  | 'security.account_unlocked'
  | 'security.withdrawal_pin_locked'
  | 'security.withdrawal_pin_reset'
  /** Decision 047: a UPI id or bank account was added to be paid to; data: label, usableFrom. */
  | 'security.payout_destination_added'
  | 'tip.received'
  | 'tip.refunded'
  | 'withdrawal.requested'
  | 'withdrawal.completed'
  | 'withdrawal.failed'
  /** Issue 16: a public report; subjectId is the report's id. No consumer yet (admin alerts will be one). */
  | 'report.submitted'
  /** A moderator resolved or dismissed it; subjectId is the report's id. */
  | 'report.processed';

export interface DomainEvent {
  type: DomainEventType;
  /** The thing it happened to: a model's id, or a user's for user events. */
  subjectId: string;
  /** Who did it; null for the system. */
  actorId: string | null;
  data?: Record<string, unknown>;
}

/** What a consumer job carries: the event's row id; the consumer reads the row. */
export interface EventJob {
  eventId: number;
}
