import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MODEL_ACTIVITY_EVENTS } from '../db/schema';
import type { DomainEventType, EventDataInput } from './domain-event';
import { EVENT_CONSUMERS, EVENT_SCHEMAS, eventCatalogue } from '../composition/event-catalogue';
import { joinEventConsumers, joinEventSchemas } from './event-catalogue';

const AT = '2026-11-29T10:00:00.000Z';
const DEVICE = { ip: '203.0.113.x', userAgent: 'Firefox on Linux', at: AT };
const FAILED = { reason: 'failed_sign_ins', failedAttempts: 5, windowMinutes: 15, method: 'password', ...DEVICE } as const;

/**
 * One payload per kind, as its producers send it today. Typed by kind, so a kind added to the
 * schemas without a line here fails to compile, and so does a line its schema no longer fits.
 */
const SENT: { [K in DomainEventType]: EventDataInput<K> } = {
  'model.published': { visibility: 'public' },
  'creator.tier_changed': { from: 'basic', to: 'pro', setBy: 'admin', reason: 'Long-time maker' },
  'creator.tier_notice': { tier: 'pro', to: 'verified', keepsUntil: '2026-11-30T18:30:00.000Z' },
  'creator.tier_kept': { tier: 'pro' },
  'creator.verification_changed': { verified: true, reason: null, declinedRequest: false },
  'referral.rewarded': { friendId: 'u2', friendName: 'Kavya', referrerName: 'Asha', reward: 'first_model', role: 'referrer', amount: 2500 },
  'sponsored.reviewed': { campaignId: 'c1', title: 'Kolam coaster', decision: 'decline', reason: 'The picture is not of the model', returned: 50000 },
  'sponsored.ended': { campaignId: 'c1', title: 'Kolam coaster', reason: 'time', spent: 12000, returned: 38000 },
  'model.revised': { visibility: 'private' },
  'model.deleted': { ownerId: 'u1' },
  'model.liked': { ownerId: 'u1' },
  'model.unliked': { ownerId: 'u1' },
  'model.bookmarked': { ownerId: 'u1' },
  'model.downloaded': { ownerId: 'u1' },
  'model.commented': { commentId: 'c1', parentId: null, ownerId: 'u1' },
  'model.reviewed': { reviewId: 'r1', rating: 4, ownerId: 'u1', isNew: true },
  'model.view_milestone': { milestone: 1000, ownerId: 'u1' },
  'model.featured': { ownerId: 'u1', title: 'Gear Train' },
  'model.remixed': { sourceId: 'm2', sourceOwnerId: 'u2' },
  'model.made': { makeId: 'k1', ownerId: 'u1' },
  'make.deleted': { modelId: 'm1', makerId: 'u2', byAdmin: false },
  'model.hidden': { ownerId: 'u1', reason: 'Stolen design', reportId: null },
  'model.restored': { ownerId: 'u1', visibility: 'public' },
  'model.changed_by_admin': { ownerId: 'u1', title: 'Gear Train', action: 'delete', reason: 'Duplicate upload' },
  'comment.removed_by_moderator': { authorId: 'u2', message: null, excerpt: 'Rude words', reportId: '7' },
  'make.removed_by_moderator': { makerId: 'u2', message: 'Photos of another model', reportId: null },
  'user.warned': { message: 'Be kind', url: '/model/m1', reportId: '7' },
  'user.status_changed': { status: 'banned', previous: 'active' },
  'comment.liked': { modelId: 'm1', commentAuthorId: 'u2' },
  'comment.deleted': { modelId: 'm1', parentId: null, authorId: 'u2', ownerId: 'u1', removed: 1 },
  'user.followed': { followersCount: 3 },
  'user.unfollowed': { followersCount: 2 },
  'user.achievement_unlocked': { achievement: 'followers', milestone: 10 },
  'collection.model_added': { collectionId: 'k1', collectionName: 'Workshop', modelId: 'm1', modelOwnerId: 'u1' },
  'collaboration.requested': { requestId: 'q1', modelId: 'm1', ownerId: 'u1' },
  'collaboration.answered': { requestId: 'q1', modelId: 'm1', requesterId: 'u2', ownerId: 'u1', status: 'accepted' },
  'user.deleted': { models: 2, withdrawalsCancelled: 0, destinationsErased: 1, kycKept: false },
  'security.new_device_sign_in': { signInId: 's1', method: 'otp', ...DEVICE },
  'security.password_changed': { how: 'reset', ...DEVICE },
  'security.email_changed': {},
  'security.two_factor_changed': { enabled: true },
  'security.suspicious_activity': FAILED,
  'security.account_locked': { ...FAILED, minutes: 15, until: AT },
  'security.account_unlocked': { how: 'google', at: AT },
  'security.withdrawal_pin_locked': { failedAttempts: 5, minutes: 30, until: AT, at: AT },
  'security.withdrawal_pin_reset': DEVICE,
  'security.payout_destination_added': { destinationId: 'd1', method: 'upi', label: 'asha@okbank', usableFrom: '30 Nov 2026, 10:00 am IST', ...DEVICE },
  'tip.received': { paymentId: 'p1', amount: 50_000, creatorAmount: 45_000, book: 'live', modelId: null },
  'tip.refunded': { paymentId: 'p1', refundId: 'rf1', amount: 50_000, payerId: null, book: null },
  'withdrawal.requested': { withdrawalId: 'w1', amount: 50_000, processingFee: 1_000, netAmount: 49_000, method: 'bank', schedule: 'instant' },
  'withdrawal.completed': { withdrawalId: 'w1', amount: 50_000, netAmount: 49_000, reason: null },
  'withdrawal.failed': { withdrawalId: 'w1', amount: 50_000, netAmount: 49_000, reason: 'Not yours', status: 'rejected' },
  'report.submitted': { reference: 'MM-7', reason: 'underage', priority: 'high' },
  'report.processed': { status: 'resolved', action: 'hide_model', settled: 2 },
};

const kinds = Object.keys(EVENT_SCHEMAS) as DomainEventType[];

describe('domain event schemas (decision 059)', () => {
  it('every kind a consumer takes or the activity feed reads has a schema', () => {
    const named = [...Object.values(EVENT_CONSUMERS).flat(), ...MODEL_ACTIVITY_EVENTS];
    expect(named.filter((type) => !Object.hasOwn(EVENT_SCHEMAS, type))).toEqual([]);
  });

  it.each(kinds)('%s: takes what its producers send, and refuses it without any one of its required fields', (type) => {
    const sent = SENT[type] as Record<string, unknown>;
    const schema = EVENT_SCHEMAS[type];
    expect(schema.safeParse(sent).success).toBe(true);
    for (const [field, value] of Object.entries(sent)) {
      const { [field]: _left, ...without } = sent;
      // A field that may be left out (a reply's parentAuthorId, a tip's fromEarnings) is not required.
      const optional = (schema.shape as Record<string, z.ZodType>)[field]!.safeParse(undefined).success;
      expect(schema.safeParse(without).success, `${type} without ${field}`).toBe(optional);
      // Of the wrong type: a number where text goes, text where a number or a flag goes.
      const wrong = typeof value === 'string' || value === null ? 42 : 'forty-two';
      expect(schema.safeParse({ ...sent, [field]: wrong }).success, `${type} with ${field}: ${wrong}`).toBe(false);
    }
  });
});

describe('the event catalogue the composition root joins (decision 070)', () => {
  it('holds every domain’s kinds and consumers, each once, as the types name them', () => {
    expect(Object.keys(eventCatalogue.schemas).sort()).toEqual([...kinds].sort());
    expect(eventCatalogue.consumers).toEqual(EVENT_CONSUMERS);
  });

  it('refuses a kind two domains record, a consumer two domains declare, and a consumer of a kind nobody records', () => {
    const a = { 'model.published': EVENT_SCHEMAS['model.published'] };
    expect(() => joinEventSchemas([a, a])).toThrow("Two domains record events of the kind 'model.published': each kind has one schema.");
    const takes = { alerts: ['model.published'] };
    expect(() => joinEventConsumers(a, [takes, takes])).toThrow("Two domains declare the event consumer 'alerts'.");
    expect(() => joinEventConsumers(a, [{ alerts: ['model.vanished'] }])).toThrow("The event consumer 'alerts' takes kinds no domain records: model.vanished.");
    expect(joinEventSchemas([a])).toEqual(a);
    expect(joinEventConsumers(a, [takes])).toEqual(takes);
  });
});
