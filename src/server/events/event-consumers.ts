import type { DomainEventType, RecordedEvent } from './domain-event';

/**
 * Which consumers each kind of event goes to (decision 025). Each consumer is a pg-boss queue
 * (`event-<name>`): a job per event, sent in the event's own transaction, run once on one node,
 * retried with backoff. A consumer's list is also what it declares it takes: its handler is
 * given those kinds' events with their data typed and checked (decision 059).
 */
export const EVENT_CONSUMERS = {
  /** Every node drops its cached home feed, so a model edited, hidden or deleted (alone or with its creator) leaves it at once. */
  'home-feed-stale': ['model.published', 'model.revised', 'model.deleted', 'model.featured', 'model.hidden', 'model.restored', 'user.deleted'],
  /** Issue 13: the notifications each event calls for (src/server/notifications/create-notifications.ts). */
  notifications: [
    'model.liked',
    'model.commented',
    'comment.liked',
    'model.reviewed',
    'user.followed',
    'collection.model_added',
    'collaboration.requested',
    'collaboration.answered',
    'model.view_milestone',
    'model.featured',
    'model.hidden',
    'model.restored',
    'model.changed_by_admin',
    'comment.removed_by_moderator',
    'user.warned',
    'user.achievement_unlocked',
    'security.new_device_sign_in',
    'security.password_changed',
    'security.email_changed',
    'security.two_factor_changed',
    'security.suspicious_activity',
    'security.account_locked',
    'security.account_unlocked',
    'security.withdrawal_pin_locked',
    'security.withdrawal_pin_reset',
    'security.payout_destination_added',
    'tip.received',
    'tip.refunded',
    'withdrawal.requested',
    'withdrawal.completed',
    'withdrawal.failed',
  ],
  /** Issue 14: the payer's receipt e-mail. */
  'tip-receipts': ['tip.received'],
  /** Issue 16 item 6: alerts for the admins (a failed payout, a report spike or one involving a minor). */
  alerts: ['withdrawal.failed', 'report.submitted'],
} as const satisfies Record<string, readonly DomainEventType[]>;

export type EventConsumerName = keyof typeof EVENT_CONSUMERS;

/** The kinds of event a consumer takes. */
export type ConsumedType<C extends EventConsumerName> = (typeof EVENT_CONSUMERS)[C][number];

/** What a consumer is given: its kinds' events, each with its data checked and typed. */
export type ConsumedEvent<C extends EventConsumerName> = RecordedEvent<ConsumedType<C>>;

export function eventQueueName(consumer: EventConsumerName): string {
  return `event-${consumer}`;
}

export function consumersOf(type: DomainEventType): EventConsumerName[] {
  return (Object.keys(EVENT_CONSUMERS) as EventConsumerName[]).filter((name) => (EVENT_CONSUMERS[name] as readonly DomainEventType[]).includes(type));
}
