import type { Services } from '../services';
import { publishNotificationChange } from './live/notification-changes';

/**
 * Tells every node's open streams that a person's notifications changed, after the commit. The
 * change itself stands if the signal cannot be sent (a stream refetches on reconnect); it is logged.
 */
export async function announceNotificationChange(services: Pick<Services, 'notifier' | 'log'>, recipientId: string): Promise<void> {
  try {
    await publishNotificationChange(services.notifier, recipientId);
  } catch (error) {
    services.log.warn({ err: error, recipientId }, 'notification change not announced');
  }
}
