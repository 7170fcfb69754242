import type { DomainEventRow } from '../db/schema';
import type { ModelLookup, NotificationDraft } from './draft-notifications';

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * What the moderators' actions tell the person responsible (issue 16 item 2), from Meshmandi rather
 * than from the moderator. They go in the security category, which is never switched off: a person
 * must hear that their work was hidden or that they were warned.
 */
export async function draftModerationNotifications(event: DomainEventRow, findModel: ModelLookup): Promise<NotificationDraft[]> {
  const data = event.data as Record<string, unknown>;
  const base = { type: 'moderation', category: 'security', priority: 'high', ownAction: true } as const;
  switch (event.type) {
    case 'model.hidden':
    case 'model.restored': {
      const model = await findModel(event.subjectId);
      if (!model) return [];
      const reason = str(data.reason);
      const message =
        event.type === 'model.hidden'
          ? `The moderators hid your model ${model.title}${reason ? `: ${reason}` : ''}. Only you and admins can see it now`
          : `The moderators restored your model ${model.title}`;
      return [{ ...base, recipientId: model.userId, message, actionUrl: `/model/${model.id}`, model, details: { action: event.type, reason } }];
    }
    case 'model.changed_by_admin': {
      const ownerId = str(data.ownerId);
      const title = str(data.title) ?? 'your model';
      if (!ownerId) return [];
      const done = data.action === 'delete' ? 'deleted' : data.action === 'unfeature' ? 'stopped featuring' : 'changed';
      const message = `An admin ${done} your model ${title}: ${str(data.reason) ?? 'no reason given'}`;
      const actionUrl = data.action === 'delete' ? '/notifications' : `/model/${event.subjectId}`;
      return [{ ...base, recipientId: ownerId, message, actionUrl, details: { action: event.type, change: str(data.action), reason: str(data.reason) } }];
    }
    case 'comment.removed_by_moderator': {
      const authorId = str(data.authorId);
      const model = await findModel(event.subjectId);
      if (!authorId) return [];
      const message = `The moderators removed your comment${model ? ` on ${model.title}` : ''}: ${str(data.message) ?? 'it broke the Meshmandi rules'}`;
      return [{ ...base, recipientId: authorId, message, actionUrl: model ? `/model/${model.id}` : '/notifications', details: { action: event.type, excerpt: str(data.excerpt) } }];
    }
    case 'user.warned': {
      const message = `A warning from the Meshmandi moderators: ${str(data.message) ?? 'please follow the Meshmandi rules'}`;
      return [{ ...base, recipientId: event.subjectId, message, actionUrl: '/notifications', details: { action: event.type, url: str(data.url) } }];
    }
    default:
      return [];
  }
}
