import type { ModelLookup, NotificationDraft, NotificationEvent } from './draft-notifications';

/**
 * What the moderators' actions tell the person responsible (issue 16 item 2), from Meshmandi rather
 * than from the moderator. They go in the security category, which is never switched off: a person
 * must hear that their work was hidden or that they were warned.
 */
export async function draftModerationNotifications(event: NotificationEvent, findModel: ModelLookup): Promise<NotificationDraft[]> {
  const base = { type: 'moderation', category: 'security', priority: 'high', ownAction: true } as const;
  switch (event.type) {
    case 'model.hidden':
    case 'model.restored': {
      const model = await findModel(event.subjectId);
      if (!model) return [];
      const reason = event.type === 'model.hidden' ? event.data.reason || null : null;
      const message =
        event.type === 'model.hidden'
          ? `The moderators hid your model ${model.title}${reason ? `: ${reason}` : ''}. Only you and admins can see it now`
          : `The moderators restored your model ${model.title}`;
      return [{ ...base, recipientId: model.userId, message, actionUrl: `/model/${model.id}`, model, details: { action: event.type, reason } }];
    }
    case 'model.changed_by_admin': {
      const { ownerId, title, action } = event.data;
      const reason = event.data.reason || null;
      const done = action === 'delete' ? 'deleted' : action === 'unfeature' ? 'stopped featuring' : 'changed';
      const message = `An admin ${done} your model ${title || 'your model'}: ${reason ?? 'no reason given'}`;
      const actionUrl = action === 'delete' ? '/notifications' : `/model/${event.subjectId}`;
      return [{ ...base, recipientId: ownerId, message, actionUrl, details: { action: event.type, change: action, reason } }];
    }
    case 'comment.removed_by_moderator': {
      const { authorId, message: said, excerpt } = event.data;
      const model = await findModel(event.subjectId);
      const message = `The moderators removed your comment${model ? ` on ${model.title}` : ''}: ${said || 'it broke the Meshmandi rules'}`;
      return [{ ...base, recipientId: authorId, message, actionUrl: model ? `/model/${model.id}` : '/notifications', details: { action: event.type, excerpt: excerpt || null } }];
    }
    case 'make.removed_by_moderator': {
      const { makerId, message: said } = event.data;
      const model = await findModel(event.subjectId);
      const message = `The moderators removed your make${model ? ` of ${model.title}` : ''}: ${said || 'it broke the Meshmandi rules'}`;
      return [{ ...base, recipientId: makerId, message, actionUrl: model ? `/model/${model.id}` : '/notifications', details: { action: event.type } }];
    }
    case 'user.warned': {
      const message = `A warning from the Meshmandi moderators: ${event.data.message || 'please follow the Meshmandi rules'}`;
      return [{ ...base, recipientId: event.subjectId, message, actionUrl: '/notifications', details: { action: event.type, url: event.data.url || null } }];
    }
    default:
      return [];
  }
}
