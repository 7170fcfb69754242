import { eq } from 'drizzle-orm';
import type { NotificationCategory, NotificationPriority } from '../../shared/constants/notification-rules';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Db } from '../db/database';
import { collections, comments, models, type DomainEventRow } from '../db/schema';
import { draftModerationNotifications } from './draft-moderation-notifications';
import { achievementMessage, featuredMessage, groupableMessage, milestoneMessage, securityMessage } from './notification-texts';

/** The model a notification is about, as it is when the notification is written (SPEC §3 copies). */
export interface NotifiedModel {
  id: string;
  userId: string;
  title: string;
  thumbnail: string | null;
  visibility: 'public' | 'private';
}

/** One notification an event calls for, before the recipient's checks (preferences, visibility). */
export interface NotificationDraft {
  recipientId: string;
  type: string;
  category: NotificationCategory;
  priority: NotificationPriority;
  message: string;
  actionUrl: string;
  model?: NotifiedModel;
  /** Grouping's key (SPEC §4): per model for likes and comments, per recipient for follows. */
  groupKey?: string;
  /**
   * For what can be undone and done again (a like, a follow, a model put in a collection): the
   * recipient hears of it once from each actor, however often it is toggled.
   */
  onceKey?: string;
  milestone?: number;
  rating?: number;
  securityEvent?: string;
  /**
   * A receipt for the recipient's own action (their withdrawal request): written although they are
   * its actor, and shown as from Meshmandi rather than from themselves.
   */
  ownAction?: boolean;
  collectionId?: string;
  collectionName?: string;
  details?: Record<string, unknown>;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export async function loadModel(db: Db, id: string | null): Promise<NotifiedModel | undefined> {
  if (!id) return undefined;
  const [row] = await db
    .select({ id: models.id, userId: models.userId, title: models.title, thumbnail: models.thumbnail, visibility: models.visibility })
    .from(models)
    .where(eq(models.id, id))
    .limit(1);
  return row;
}

const modelUrl = (id: string) => `/model/${id}`;

/** Finds a model by id (a batch of events about one model reads it once). */
export type ModelLookup = (id: string | null) => Promise<NotifiedModel | undefined>;

/**
 * The notifications one event calls for, by kind (issue 13 item 1). A model, comment or collection
 * that is gone by the time the job runs calls for none: there is nothing left to point at. `actor`
 * is the actor's name as the texts show it.
 */
export async function draftNotifications(db: Db, event: DomainEventRow, actor: string, findModel: ModelLookup = (id) => loadModel(db, id)): Promise<NotificationDraft[]> {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'model.liked': {
      const model = await findModel(event.subjectId);
      if (!model) return [];
      const message = groupableMessage('like', { actors: actor, modelTitle: model.title });
      return [{ recipientId: model.userId, type: 'like', category: 'likes', priority: 'low', message, actionUrl: modelUrl(model.id), model, groupKey: `like:model:${model.id}`, onceKey: `like:${model.id}` }];
    }
    case 'model.commented': {
      const model = await findModel(event.subjectId);
      const commentId = str(data.commentId);
      if (!model || !commentId) return [];
      const [comment] = await db.select({ body: comments.body }).from(comments).where(eq(comments.id, commentId)).limit(1);
      if (!comment) return [];
      const details = { commentId, parentId: str(data.parentId), excerpt: comment.body.slice(0, 140) };
      const drafts: NotificationDraft[] = [];
      const parentAuthorId = str(data.parentAuthorId);
      if (parentAuthorId) {
        drafts.push({ recipientId: parentAuthorId, type: 'reply', category: 'comments', priority: 'medium', message: `${actor} replied to your comment on ${model.title}`, actionUrl: modelUrl(model.id), model, details });
      }
      // The owner hears of a reply to their own comment once, as the reply.
      if (model.userId !== parentAuthorId) {
        const message = groupableMessage('comment', { actors: actor, modelTitle: model.title });
        drafts.push({ recipientId: model.userId, type: 'comment', category: 'comments', priority: 'medium', message, actionUrl: modelUrl(model.id), model, groupKey: `comment:model:${model.id}`, details });
      }
      return drafts;
    }
    case 'comment.liked': {
      const model = await findModel(str(data.modelId));
      const authorId = str(data.commentAuthorId);
      if (!model || !authorId) return [];
      // Deleted before this job ran: there is nothing left to point at.
      const [liked] = await db.select({ id: comments.id }).from(comments).where(eq(comments.id, event.subjectId)).limit(1);
      if (!liked) return [];
      const message = `${actor} liked your comment on ${model.title}`;
      return [{ recipientId: authorId, type: 'comment_like', category: 'likes', priority: 'low', message, actionUrl: modelUrl(model.id), model, details: { commentId: event.subjectId }, onceKey: `comment_like:${event.subjectId}` }];
    }
    case 'model.reviewed': {
      const model = await findModel(event.subjectId);
      const rating = num(data.rating);
      if (!model || rating === null) return [];
      const stars = `${rating} ${rating === 1 ? 'star' : 'stars'}`;
      const message = data.isNew === false ? `${actor} updated their review of ${model.title}: ${stars}` : `${actor} rated ${model.title} ${stars}`;
      return [{ recipientId: model.userId, type: 'review', category: 'reviews', priority: 'medium', message, actionUrl: modelUrl(model.id), model, rating, details: { reviewId: str(data.reviewId) } }];
    }
    case 'user.followed': {
      if (!event.actorId) return [];
      const message = groupableMessage('follow', { actors: actor, modelTitle: null });
      return [{ recipientId: event.subjectId, type: 'follow', category: 'follows', priority: 'medium', message, actionUrl: `/profile/${event.actorId}`, groupKey: 'follow:user', onceKey: 'follow' }];
    }
    case 'collection.model_added': {
      const model = await findModel(str(data.modelId) ?? event.subjectId);
      const collectionId = str(data.collectionId);
      if (!model || !collectionId) return [];
      const [collection] = await db.select({ name: collections.name, visibility: collections.visibility }).from(collections).where(eq(collections.id, collectionId)).limit(1);
      // A private collection never appears to anyone but its owner, not even by name.
      if (!collection || collection.visibility !== 'public') return [];
      const message = `${actor} added ${model.title} to the collection ${collection.name}`;
      return [{ recipientId: model.userId, type: 'collection', category: 'collections', priority: 'low', message, actionUrl: `/collection/${collectionId}`, model, collectionId, collectionName: collection.name, onceKey: `collection:${collectionId}:${model.id}` }];
    }
    case 'collaboration.requested': {
      const model = await findModel(str(data.modelId) ?? event.subjectId);
      const requestId = str(data.requestId);
      if (!model || !requestId) return [];
      const message = `${actor} asked to collaborate on ${model.title}`;
      return [{ recipientId: model.userId, type: 'collaboration_request', category: 'collaborations', priority: 'high', message, actionUrl: `/collaboration/${requestId}`, model, details: { requestId } }];
    }
    case 'collaboration.answered': {
      const model = await findModel(str(data.modelId) ?? event.subjectId);
      const requestId = str(data.requestId);
      const status = str(data.status);
      const requesterId = str(data.requesterId);
      if (!model || !requestId || !status || !requesterId) return [];
      const withdrawn = status === 'withdrawn';
      const message = withdrawn
        ? `${actor} withdrew their request to collaborate on ${model.title}`
        : `${actor} ${status === 'accepted' ? 'accepted' : 'declined'} your request to collaborate on ${model.title}`;
      const recipientId = withdrawn ? model.userId : requesterId;
      return [{ recipientId, type: 'collaboration_answer', category: 'collaborations', priority: 'medium', message, actionUrl: `/collaboration/${requestId}`, model, details: { requestId, status } }];
    }
    case 'model.view_milestone': {
      const model = await findModel(event.subjectId);
      const milestone = num(data.milestone);
      if (!model || milestone === null) return [];
      return [{ recipientId: model.userId, type: 'milestone', category: 'milestones', priority: 'medium', message: milestoneMessage(model.title, milestone), actionUrl: modelUrl(model.id), model, milestone }];
    }
    case 'model.featured': {
      const model = await findModel(event.subjectId);
      if (!model) return [];
      return [{ recipientId: model.userId, type: 'featured', category: 'milestones', priority: 'medium', message: featuredMessage(model.title), actionUrl: modelUrl(model.id), model }];
    }
    case 'user.achievement_unlocked': {
      const achievement = str(data.achievement);
      const milestone = num(data.milestone);
      if (!achievement || milestone === null) return [];
      const message = achievementMessage(achievement, milestone);
      return [{ recipientId: event.subjectId, type: 'achievement', category: 'achievements', priority: 'medium', message, actionUrl: `/profile/${event.subjectId}`, milestone, details: { achievement } }];
    }
    case 'tip.received':
    case 'tip.refunded': {
      const amount = num(data.amount);
      // A tip to the platform has no one to tell.
      if (event.subjectId === 'platform' || amount === null) return [];
      const model = await findModel(str(data.modelId));
      const test = data.book === 'test' ? ' (test mode: no real money)' : '';
      const message =
        event.type === 'tip.refunded'
          ? `A tip of ${formatRupees(amount)} was refunded to the payer${test}`
          : `${actor} tipped you ${formatRupees(amount)}${model ? ` for ${model.title}` : ''}${test}`;
      const details = { paymentId: str(data.paymentId), amount, creatorAmount: num(data.creatorAmount), book: str(data.book) };
      return [{ recipientId: event.subjectId, type: event.type === 'tip.refunded' ? 'tip_refund' : 'tip', category: 'tips', priority: 'high', message, actionUrl: '/tips', model, details }];
    }
    case 'withdrawal.requested': {
      const amount = num(data.amount);
      const processingFee = num(data.processingFee);
      const netAmount = num(data.netAmount);
      if (amount === null || processingFee === null || netAmount === null) return [];
      // The exact figures the payout screens show (₹500.00, fee ₹10.00, ₹490.00 paid).
      const exact = (paise: number) => formatRupees(paise, { paise: 'always' });
      const scheduled = data.schedule === 'weekly' || data.schedule === 'monthly' ? ` (your ${data.schedule} payout)` : '';
      const message = `Your withdrawal of ${exact(amount)}${scheduled} is pending: fee ${exact(processingFee)}, you receive ${exact(netAmount)}`;
      const details = { withdrawalId: str(data.withdrawalId), amount, processingFee, netAmount, method: str(data.method), schedule: str(data.schedule) };
      return [{ recipientId: event.subjectId, type: 'withdrawal_requested', category: 'tips', priority: 'medium', message, actionUrl: '/earnings', details, ownAction: true }];
    }
    case 'withdrawal.completed':
    case 'withdrawal.failed': {
      const netAmount = num(data.netAmount);
      if (netAmount === null) return [];
      const reason = str(data.reason);
      const rejected = data.status === 'rejected';
      const message =
        event.type === 'withdrawal.completed'
          ? `Your withdrawal of ${formatRupees(netAmount)} was paid`
          : `Your withdrawal of ${formatRupees(netAmount)} was ${rejected ? 'rejected' : 'not paid'}${reason ? `: ${reason}` : ''}. The amount is back in your balance`;
      const details = { withdrawalId: str(data.withdrawalId), amount: num(data.amount), netAmount, reason };
      return [{ recipientId: event.subjectId, type: event.type === 'withdrawal.completed' ? 'withdrawal_paid' : 'withdrawal_failed', category: 'tips', priority: 'high', message, actionUrl: '/earnings', details }];
    }
    case 'model.hidden':
    case 'model.restored':
    case 'model.changed_by_admin':
    case 'comment.removed_by_moderator':
    case 'user.warned':
      return draftModerationNotifications(event, findModel);
    default: {
      if (!event.type.startsWith('security.')) return [];
      const kind = event.type.slice('security.'.length);
      return [{ recipientId: event.subjectId, type: 'security', category: 'security', priority: 'high', message: securityMessage(kind, data), actionUrl: '/settings/security', securityEvent: kind, details: data }];
    }
  }
}
