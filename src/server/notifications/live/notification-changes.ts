import type { Notifier } from '../../events/notifier';

/**
 * The live channel on which every node hears that a person's notifications changed (one was
 * written, grouped, read or deleted): the payload is their user id, and each node's open streams
 * for that person fetch the unread count again. Published after the change is committed.
 */
export const NOTIFICATIONS_CHANNEL = 'notifications-changed';

export function publishNotificationChange(notifier: Notifier, userId: string): Promise<void> {
  return notifier.publish(NOTIFICATIONS_CHANNEL, userId);
}

/**
 * Said by the database itself (a trigger on sessions, migration 0037) when a session is deleted:
 * signed out, revoked, its account banned, paused or deleted. The payload is the session's id; every
 * node ends the streams opened with it at once.
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

export function onSessionEnded(notifier: Notifier, listener: (sessionId: string) => void): () => void {
  return notifier.subscribe(SESSIONS_ENDED_CHANNEL, listener);
}

export function onNotificationChange(notifier: Notifier, listener: (userId: string) => void): () => void {
  return notifier.subscribe(NOTIFICATIONS_CHANNEL, listener);
}
