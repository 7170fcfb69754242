import { formatRupees } from '../../shared/money/format-rupees';
import type { NotificationDraft, NotificationEvent } from './draft-notifications';

type SponsoredEvent = Extract<NotificationEvent, { type: 'sponsored.reviewed' | 'sponsored.ended' }>;

const ENDED_BECAUSE = {
  time: 'its time is up',
  budget: 'its budget is spent',
  admin: 'an admin ended it',
  model_not_public: 'its model is no longer public',
  account_closed: 'your account is no longer active',
} as const;

/**
 * What a creator hears of their sponsored placement (decision 082), from Meshmandi rather than from
 * the admin who acted: in the tips category, since it is their money, with what came back.
 */
export function draftSponsoredNotification(event: SponsoredEvent): NotificationDraft {
  const base = { recipientId: event.subjectId, type: 'sponsored', category: 'tips', priority: 'high', actionUrl: '/sponsored', ownAction: true, details: event.data } as const;
  if (event.type === 'sponsored.ended') {
    const { title, reason, spent, returned } = event.data;
    const back = returned > 0 ? `; ${formatRupees(returned)} went back to your earnings` : '';
    return { ...base, message: `Your sponsored placement “${title}” ended: ${ENDED_BECAUSE[reason]}. It spent ${formatRupees(spent)}${back}` };
  }
  const { title, decision, reason, returned } = event.data;
  const because = reason ? `: ${reason}` : '';
  const message = {
    approve: `Your sponsored placement “${title}” was approved and is running now`,
    decline: `Your sponsored placement “${title}” was declined${because}. Its budget of ${formatRupees(returned)} went back to your earnings`,
    pause: `Your sponsored placement “${title}” was paused by an admin${because}`,
    resume: `Your sponsored placement “${title}” is running again`,
  }[decision];
  return { ...base, message };
}
