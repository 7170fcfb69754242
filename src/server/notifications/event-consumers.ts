import type { EventConsumers } from '../events/event-consumers';

/** The event consumers of this domain and the kinds each takes (decision 025): the composition root collects every domain's. */
export const NOTIFICATIONS_CONSUMERS = {
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
} as const satisfies EventConsumers;
