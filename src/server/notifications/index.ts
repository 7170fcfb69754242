/**
 * The notifications domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { notificationsCallables } from './callables';
export { notifyOfEvents } from './create-notifications';
export { emailDepsFrom, listUnsubscribeHeaders, unsubscribeUrl } from './email/email-deps';
export type { EmailDeps } from './email/email-deps';
export { sendDigests } from './email/send-digests';
export { sendDueNotificationEmails } from './email/send-due-emails';
export { verifyUnsubscribeToken } from './email/unsubscribe-token';
export type { UnsubscribeClaim } from './email/unsubscribe-token';
export { applyUnsubscribe } from './email/unsubscribe';
export { forgetCommentNotifications } from './forget-comment-notifications';
export { forgetMakeNotifications } from './forget-make-notifications';
export { createNotificationStreamHub } from './live/notification-stream-hub';
export type { NotificationStreamHub } from './live/notification-stream-hub';
export { sseRetry } from './live/sse-format';
export { STREAMS_PER_ACCOUNT, createStreamSeats } from './live/stream-seats';
export { notificationQueues } from './notification-jobs';
export { NOTIFICATION_JOB_BATCH } from './notification-queues';
export { NOTIFICATIONS_CONSUMERS } from './event-consumers';
