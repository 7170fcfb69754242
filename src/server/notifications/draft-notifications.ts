import { eq } from 'drizzle-orm';
import type { NotificationCategory, NotificationPriority } from '../../shared/constants/notification-rules';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Db } from '../db/database';
import { collections, comments, makes, models } from '../db/schema';
import type { ConsumedEvent } from '../events/event-consumers';
import { draftModerationNotifications } from './draft-moderation-notifications';
import { draftSponsoredNotification } from './draft-sponsored-notification';
import { achievementMessage, featuredMessage, groupableMessage, milestoneMessage, securityMessage, tierMessage } from './notification-texts';

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

/** An event the notifications consumer takes, its data checked against its kind's schema (decision 059). */
export type NotificationEvent = ConsumedEvent<'notifications'>;

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

const testMode = (book: 'live' | 'test' | null) => (book === 'test' ? ' (test mode: no real money)' : '');

function tipDraft(
  recipientId: string,
  type: 'tip' | 'tip_refund',
  message: string,
  model: NotifiedModel | undefined,
  details: { paymentId: string; amount: number; creatorAmount: number | null; book: 'live' | 'test' | null },
): NotificationDraft {
  return { recipientId, type, category: 'tips', priority: 'high', message, actionUrl: '/tips', model, details };
}

/** Finds a model by id (a batch of events about one model reads it once). */
export type ModelLookup = (id: string | null) => Promise<NotifiedModel | undefined>;

/**
 * The notifications one event calls for, by kind (issue 13 item 1). A model, comment or collection
 * that is gone by the time the job runs calls for none: there is nothing left to point at. `actor`
 * is the actor's name as the texts show it.
 */
export async function draftNotifications(db: Db, event: NotificationEvent, actor: string, findModel: ModelLookup = (id) => loadModel(db, id)): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'model.liked': {
      const model = await findModel(event.subjectId);
      if (!model) return [];
      const message = groupableMessage('like', { actors: actor, modelTitle: model.title });
      return [{ recipientId: model.userId, type: 'like', category: 'likes', priority: 'low', message, actionUrl: modelUrl(model.id), model, groupKey: `like:model:${model.id}`, onceKey: `like:${model.id}` }];
    }
    case 'model.commented': {
      const model = await findModel(event.subjectId);
      const { commentId, parentId, parentAuthorId } = event.data;
      if (!model) return [];
      const [comment] = await db.select({ body: comments.body }).from(comments).where(eq(comments.id, commentId)).limit(1);
      if (!comment) return [];
      const details = { commentId, parentId, excerpt: comment.body.slice(0, 140) };
      const drafts: NotificationDraft[] = [];
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
    case 'model.made': {
      const model = await findModel(event.subjectId);
      const { makeId } = event.data;
      // Deleted before this job ran, or the creator's own make: there is no one to tell.
      if (!model || model.userId === event.actorId) return [];
      const [make] = await db.select({ comment: makes.comment }).from(makes).where(eq(makes.id, makeId)).limit(1);
      if (!make) return [];
      const message = `${actor} printed ${model.title} and posted a make`;
      return [{ recipientId: model.userId, type: 'make', category: 'comments', priority: 'medium', message, actionUrl: `${modelUrl(model.id)}#make-${makeId}`, model, details: { makeId, excerpt: make.comment.slice(0, 140) } }];
    }
    case 'comment.liked': {
      const model = await findModel(event.data.modelId);
      if (!model) return [];
      // Deleted before this job ran: there is nothing left to point at.
      const [liked] = await db.select({ id: comments.id }).from(comments).where(eq(comments.id, event.subjectId)).limit(1);
      if (!liked) return [];
      const message = `${actor} liked your comment on ${model.title}`;
      return [{ recipientId: event.data.commentAuthorId, type: 'comment_like', category: 'likes', priority: 'low', message, actionUrl: modelUrl(model.id), model, details: { commentId: event.subjectId }, onceKey: `comment_like:${event.subjectId}` }];
    }
    case 'model.reviewed': {
      const model = await findModel(event.subjectId);
      const { rating, isNew, reviewId } = event.data;
      if (!model) return [];
      const stars = `${rating} ${rating === 1 ? 'star' : 'stars'}`;
      const message = !isNew ? `${actor} updated their review of ${model.title}: ${stars}` : `${actor} rated ${model.title} ${stars}`;
      return [{ recipientId: model.userId, type: 'review', category: 'reviews', priority: 'medium', message, actionUrl: modelUrl(model.id), model, rating, details: { reviewId } }];
    }
    case 'user.followed': {
      if (!event.actorId) return [];
      const message = groupableMessage('follow', { actors: actor, modelTitle: null });
      return [{ recipientId: event.subjectId, type: 'follow', category: 'follows', priority: 'medium', message, actionUrl: `/profile/${event.actorId}`, groupKey: 'follow:user', onceKey: 'follow' }];
    }
    case 'collection.model_added': {
      const model = await findModel(event.data.modelId);
      const { collectionId } = event.data;
      if (!model) return [];
      const [collection] = await db.select({ name: collections.name, visibility: collections.visibility }).from(collections).where(eq(collections.id, collectionId)).limit(1);
      // A private collection never appears to anyone but its owner, not even by name.
      if (!collection || collection.visibility !== 'public') return [];
      const message = `${actor} added ${model.title} to the collection ${collection.name}`;
      return [{ recipientId: model.userId, type: 'collection', category: 'collections', priority: 'low', message, actionUrl: `/collection/${collectionId}`, model, collectionId, collectionName: collection.name, onceKey: `collection:${collectionId}:${model.id}` }];
    }
    case 'collaboration.requested': {
      const model = await findModel(event.data.modelId);
      const { requestId } = event.data;
      if (!model) return [];
      const message = `${actor} asked to collaborate on ${model.title}`;
      return [{ recipientId: model.userId, type: 'collaboration_request', category: 'collaborations', priority: 'high', message, actionUrl: `/collaboration/${requestId}`, model, details: { requestId } }];
    }
    case 'collaboration.answered': {
      const model = await findModel(event.data.modelId);
      const { requestId, status, requesterId } = event.data;
      if (!model) return [];
      const withdrawn = status === 'withdrawn';
      const message = withdrawn
        ? `${actor} withdrew their request to collaborate on ${model.title}`
        : `${actor} ${status === 'accepted' ? 'accepted' : 'declined'} your request to collaborate on ${model.title}`;
      const recipientId = withdrawn ? model.userId : requesterId;
      return [{ recipientId, type: 'collaboration_answer', category: 'collaborations', priority: 'medium', message, actionUrl: `/collaboration/${requestId}`, model, details: { requestId, status } }];
    }
    case 'model.remixed': {
      // The link is told from the remix: gone or no longer linked by the time this runs, nothing to tell.
      const [remix, source] = await Promise.all([findModel(event.subjectId), findModel(event.data.sourceId)]);
      if (!remix || !source || source.userId === remix.userId) return [];
      const message = `${actor} remixed ${source.title} as ${remix.title}`;
      const details = { sourceId: source.id };
      return [{ recipientId: source.userId, type: 'remix', category: 'collaborations', priority: 'medium', message, actionUrl: modelUrl(remix.id), model: remix, onceKey: `remix:${remix.id}:${source.id}`, details }];
    }
    case 'model.view_milestone': {
      const model = await findModel(event.subjectId);
      const { milestone } = event.data;
      if (!model) return [];
      return [{ recipientId: model.userId, type: 'milestone', category: 'milestones', priority: 'medium', message: milestoneMessage(model.title, milestone), actionUrl: modelUrl(model.id), model, milestone }];
    }
    case 'model.featured': {
      const model = await findModel(event.subjectId);
      if (!model) return [];
      return [{ recipientId: model.userId, type: 'featured', category: 'milestones', priority: 'medium', message: featuredMessage(model.title), actionUrl: modelUrl(model.id), model }];
    }
    case 'user.achievement_unlocked': {
      const { achievement, milestone } = event.data;
      const message = achievementMessage(achievement, milestone);
      return [{ recipientId: event.subjectId, type: 'achievement', category: 'achievements', priority: 'medium', message, actionUrl: `/profile/${event.subjectId}`, milestone, details: { achievement } }];
    }
    case 'tip.received': {
      // A tip to the platform has no one to tell.
      if (event.subjectId === 'platform') return [];
      const { paymentId, amount, creatorAmount, book, modelId } = event.data;
      const model = await findModel(modelId);
      const message = `${actor} tipped you ${formatRupees(amount)}${model ? ` for ${model.title}` : ''}${testMode(book)}`;
      return [tipDraft(event.subjectId, 'tip', message, model, { paymentId, amount, creatorAmount, book })];
    }
    case 'tip.refunded': {
      if (event.subjectId === 'platform') return [];
      const { paymentId, amount, book } = event.data;
      const message = `A tip of ${formatRupees(amount)} was refunded to the payer${testMode(book)}`;
      return [tipDraft(event.subjectId, 'tip_refund', message, undefined, { paymentId, amount, creatorAmount: null, book })];
    }
    case 'withdrawal.requested': {
      const { withdrawalId, amount, processingFee, netAmount, method, schedule } = event.data;
      // The exact figures the payout screens show (₹500.00, fee ₹10.00, ₹490.00 paid).
      const exact = (paise: number) => formatRupees(paise, { paise: 'always' });
      const scheduled = schedule === 'weekly' || schedule === 'monthly' ? ` (your ${schedule} payout)` : '';
      const message = `Your withdrawal of ${exact(amount)}${scheduled} is pending: fee ${exact(processingFee)}, you receive ${exact(netAmount)}`;
      const details = { withdrawalId, amount, processingFee, netAmount, method, schedule };
      return [{ recipientId: event.subjectId, type: 'withdrawal_requested', category: 'tips', priority: 'medium', message, actionUrl: '/earnings', details, ownAction: true }];
    }
    case 'withdrawal.completed':
    case 'withdrawal.failed': {
      const { withdrawalId, amount, netAmount } = event.data;
      const reason = event.data.reason || null;
      const rejected = event.type === 'withdrawal.failed' && event.data.status === 'rejected';
      const message =
        event.type === 'withdrawal.completed'
          ? `Your withdrawal of ${formatRupees(netAmount)} was paid`
          : `Your withdrawal of ${formatRupees(netAmount)} was ${rejected ? 'rejected' : 'not paid'}${reason ? `: ${reason}` : ''}. The amount is back in your balance`;
      const details = { withdrawalId, amount, netAmount, reason };
      return [{ recipientId: event.subjectId, type: event.type === 'withdrawal.completed' ? 'withdrawal_paid' : 'withdrawal_failed', category: 'tips', priority: 'high', message, actionUrl: '/earnings', details }];
    }
    case 'creator.tier_changed':
    case 'creator.tier_notice':
    case 'creator.tier_kept':
      return [{ recipientId: event.subjectId, type: 'creator_tier', category: 'tips', priority: 'high', message: tierMessage(event), actionUrl: '/creator-tier', details: event.data }];
    case 'creator.verification_changed': {
      const { verified, reason, declinedRequest } = event.data;
      const because = reason ? `: ${reason}` : '';
      const message = verified
        ? 'You are a verified creator: the badge now shows beside your name'
        : declinedRequest
          ? `Your request for the verified creator badge was declined${because}`
          : `Your verified creator badge was taken away${because}`;
      return [{ recipientId: event.subjectId, type: 'creator_verified', category: 'achievements', priority: 'high', message, actionUrl: verified ? `/profile/${event.subjectId}` : '/creator-tier', details: event.data }];
    }
    case 'referral.rewarded': {
      const { friendName, referrerName, reward, role, amount } = event.data;
      const earned = formatRupees(amount);
      const message =
        role === 'friend'
          ? `You earned ${earned} for joining with ${referrerName}’s invitation and publishing your first model`
          : reward === 'first_model'
            ? `${friendName}, who joined with your invitation, published their first model: you earned ${earned}`
            : `${friendName}’s models reached ${reward === 'downloads_100' ? '100' : '1,000'} downloads: you earned ${earned} for inviting them`;
      return [{ recipientId: event.subjectId, type: 'referral_reward', category: 'tips', priority: 'high', message, actionUrl: '/earnings', details: event.data }];
    }
    case 'sponsored.reviewed':
    case 'sponsored.ended':
      return [draftSponsoredNotification(event)];
    case 'model.hidden':
    case 'model.restored':
    case 'model.changed_by_admin':
    case 'comment.removed_by_moderator':
    case 'make.removed_by_moderator':
    case 'user.warned':
      return draftModerationNotifications(event, findModel);
    default: {
      // Every other kind the consumer takes has its case above, so what is left is a security event.
      const kind = event.type.slice('security.'.length);
      return [{ recipientId: event.subjectId, type: 'security', category: 'security', priority: 'high', message: securityMessage(event), actionUrl: '/settings/security', securityEvent: kind, details: event.data }];
    }
  }
}
