import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, models, users } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { DomainEvent } from '../events/domain-event';
import { EVENT_CONSUMERS } from '../composition/event-catalogue';
import { readRecordedEvents } from '../events/read-recorded-events';
import { insertModelRow } from '../test/discovery-factories';
import { createUser, type TestUser } from '../test/factories';
import { notificationRowsOf, setPreference } from '../test/notification-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createNotificationsFor, createNotificationsForEvents } from './create-notifications';
import type { NotificationEvent } from './draft-notifications';
import { onNotificationChange } from './live/notification-changes';

let t: TestApp;
let asha: TestUser;
let ravi: TestUser;
let meera: TestUser;

beforeAll(async () => {
  // Jobs run when drained: a check that nobody was told is exact, not a wait for the poll.
  t = await createTestApp({}, { jobsOnDemand: true });
  asha = await createUser(t, { name: 'Asha Rao' });
  ravi = await createUser(t, { name: 'Ravi Kumar' });
  meera = await createUser(t, { name: 'Meera Iyer' });
});
afterAll(async () => t?.close());

const POLL = { timeout: 15_000, interval: 200 };

/** Runs the consumer's jobs, then answers the recipient's rows of that type (at least `n`). */
async function arrives(recipientId: string, type: string, n = 1) {
  await t.drainJobs();
  const rows = await notificationRowsOf(t, recipientId, type);
  expect(rows.length).toBeGreaterThanOrEqual(n);
  return rows;
}

/** Records an event as a handler would, and reads it back as the consumer does, typed (the job also runs it; the key keeps one). */
async function record(event: DomainEvent): Promise<NotificationEvent> {
  const id = await t.services.db.transaction((tx) => recordEvent(tx, t.services.jobs, event));
  const rows = await t.services.db.select().from(domainEvents).where(eq(domainEvents.id, id));
  const [typed] = readRecordedEvents(t.services.log, rows, EVENT_CONSUMERS.notifications);
  return typed!;
}

/** Every job sent so far has run: what was not told now never will be. */
async function settles() {
  await t.drainJobs();
}

describe('the notifications consumer', () => {
  it('a like tells the owner (copies of actor and model, /model link, low priority, no e-mail by default); the owner liking their own model tells no one', async () => {
    const model = await insertModelRow(t, asha.user.id, { title: 'Gear Train' });
    await ravi.client.call('toggleLike', { modelId: model.id });
    await asha.client.call('toggleLike', { modelId: model.id });
    const [like] = await arrives(asha.user.id, 'like');
    expect(like).toMatchObject({
      category: 'likes',
      actorId: ravi.user.id,
      actorName: 'Ravi Kumar',
      modelId: model.id,
      modelTitle: 'Gear Train',
      message: 'Ravi Kumar liked Gear Train',
      actionUrl: `/model/${model.id}`,
      priority: 'low',
      read: false,
      groupKey: `like:model:${model.id}`,
      emailState: 'none',
    });
    await settles();
    expect((await notificationRowsOf(t, asha.user.id, 'like')).filter((row) => row.modelId === model.id)).toHaveLength(1);
  });

  it('a comment tells the owner (e-mail due by default); a reply tells the parent comment’s author, and the owner hears of a reply to them once', async () => {
    const model = await insertModelRow(t, asha.user.id, { title: 'Cable Clip' });
    const top = (await ravi.client.call('addComment', { modelId: model.id, body: 'Prints well in PETG' })).result.comment;
    const [comment] = await arrives(asha.user.id, 'comment');
    expect(comment).toMatchObject({ category: 'comments', message: 'Ravi Kumar commented on Cable Clip', priority: 'medium', emailState: 'due', groupKey: `comment:model:${model.id}` });
    expect(comment!.emailDueAt).toBeInstanceOf(Date);
    expect(comment!.details).toMatchObject({ commentId: top.id, excerpt: 'Prints well in PETG' });

    // Meera replies to Ravi on Asha's model: Ravi gets a reply, Asha a comment.
    await meera.client.call('addComment', { modelId: model.id, body: 'Which infill?', parentId: top.id });
    const [reply] = await arrives(ravi.user.id, 'reply');
    expect(reply).toMatchObject({ message: 'Meera Iyer replied to your comment on Cable Clip', actionUrl: `/model/${model.id}`, category: 'comments' });
    await arrives(asha.user.id, 'comment', 2);

    // Asha (the owner) replies to Ravi: Ravi is told; Asha, the actor, is not.
    await asha.client.call('addComment', { modelId: model.id, body: 'Thanks!', parentId: top.id });
    await arrives(ravi.user.id, 'reply', 2);
    // Ravi replies to Asha's own comment on her model: one 'reply' to her, not a 'comment' too.
    const ashaTop = (await asha.client.call('addComment', { modelId: model.id, body: 'Print settings in the notes' })).result.comment;
    await ravi.client.call('addComment', { modelId: model.id, body: 'Found them', parentId: ashaTop.id });
    const ashaReplies = await arrives(asha.user.id, 'reply');
    expect(ashaReplies).toHaveLength(1);
    await settles();
    const all = await notificationRowsOf(t, asha.user.id);
    expect(all.filter((row) => row.sourceEventId === ashaReplies[0]!.sourceEventId)).toHaveLength(1);
    // Asha's own comments told Asha nothing.
    expect(all.filter((row) => row.actorId === asha.user.id)).toEqual([]);
  });

  it('a liked comment tells its author (low); a review tells the owner with the rating', async () => {
    const model = await insertModelRow(t, asha.user.id, { title: 'Desk Hook' });
    const comment = (await ravi.client.call('addComment', { modelId: model.id, body: 'Sturdy' })).result.comment;
    await meera.client.call('toggleCommentLike', { commentId: comment.id });
    const [liked] = await arrives(ravi.user.id, 'comment_like');
    expect(liked).toMatchObject({ message: 'Meera Iyer liked your comment on Desk Hook', priority: 'low', category: 'likes', actionUrl: `/model/${model.id}` });

    await ravi.client.call('submitReview', { modelId: model.id, rating: 4, comment: 'Good' });
    const [review] = await arrives(asha.user.id, 'review');
    expect(review).toMatchObject({ rating: 4, category: 'reviews', message: 'Ravi Kumar rated Desk Hook 4 stars', actionUrl: `/model/${model.id}` });
  });

  it('a follow tells the followed person with a link to the follower', async () => {
    const follower = await createUser(t, { name: 'Kiran Das' });
    await follower.client.call('followUser', { userId: meera.user.id });
    const [follow] = await arrives(meera.user.id, 'follow');
    expect(follow).toMatchObject({ category: 'follows', actorName: 'Kiran Das', message: 'Kiran Das started following you', actionUrl: `/profile/${follower.user.id}`, groupKey: 'follow:user' });
  });

  it("a model saved to someone's public collection tells its owner; their own collection or a private one tells no one", async () => {
    const model = await insertModelRow(t, asha.user.id, { title: 'Spool Holder' });
    const mine = (await asha.client.call('createCollection', { name: 'My prints' })).result.collection;
    const hidden = (await ravi.client.call('createCollection', { name: 'Secret shelf', visibility: 'private' })).result.collection;
    const shown = (await ravi.client.call('createCollection', { name: 'Workshop' })).result.collection;
    await asha.client.call('addModelToCollection', { collectionId: mine.id, modelId: model.id });
    await ravi.client.call('addModelToCollection', { collectionId: hidden.id, modelId: model.id });
    await ravi.client.call('addModelToCollection', { collectionId: shown.id, modelId: model.id });
    const [saved] = await arrives(asha.user.id, 'collection');
    expect(saved).toMatchObject({ collectionId: shown.id, collectionName: 'Workshop', actionUrl: `/collection/${shown.id}`, category: 'collections', modelId: model.id });
    await settles();
    expect((await notificationRowsOf(t, asha.user.id, 'collection')).filter((row) => row.modelId === model.id)).toHaveLength(1);
  });

  it('a collaboration request tells the owner (high); the answer tells the requester; a withdrawal tells the owner', async () => {
    const model = await insertModelRow(t, asha.user.id, { title: 'Planetary Gearbox' });
    const { requestId } = (await ravi.client.call('requestCollaboration', { modelId: model.id, message: 'Shall we do a v2?' })).result;
    const [request] = await arrives(asha.user.id, 'collaboration_request');
    expect(request).toMatchObject({ priority: 'high', category: 'collaborations', actionUrl: `/collaboration/${requestId}`, message: 'Ravi Kumar asked to collaborate on Planetary Gearbox' });
    await asha.client.call('answerCollaborationRequest', { requestId, answer: 'accept' });
    const [answer] = await arrives(ravi.user.id, 'collaboration_answer');
    expect(answer).toMatchObject({ message: 'Asha Rao accepted your request to collaborate on Planetary Gearbox', actionUrl: `/collaboration/${requestId}` });

    const second = (await meera.client.call('requestCollaboration', { modelId: model.id, message: 'Me too' })).result.requestId;
    await meera.client.call('withdrawCollaborationRequest', { requestId: second });
    const withdrawn = await arrives(asha.user.id, 'collaboration_answer');
    expect(withdrawn[0]).toMatchObject({ message: 'Meera Iyer withdrew their request to collaborate on Planetary Gearbox', actionUrl: `/collaboration/${second}` });
  });

  it('a view milestone and an achievement tell their person, from no actor', async () => {
    const model = await insertModelRow(t, meera.user.id, { title: 'Phone Stand' });
    await record({ type: 'model.view_milestone', subjectId: model.id, actorId: null, data: { milestone: 1000, ownerId: meera.user.id } });
    await record({ type: 'user.achievement_unlocked', subjectId: meera.user.id, actorId: null, data: { achievement: 'followers', milestone: 10 } });
    const [milestone] = await arrives(meera.user.id, 'milestone');
    expect(milestone).toMatchObject({ milestone: 1000, category: 'milestones', message: 'Phone Stand reached 1,000 views', actionUrl: `/model/${model.id}`, actorId: null });
    const [achievement] = await arrives(meera.user.id, 'achievement');
    expect(achievement).toMatchObject({ milestone: 10, category: 'achievements', message: 'Achievement unlocked: 10 people follow you', actionUrl: `/profile/${meera.user.id}` });
  });

  it('security events tell the account holder (high, /settings/security, e-mail due) even with both switches off', async () => {
    const holder = await createUser(t);
    await setPreference(t, holder.user.id, 'inApp', 'security', false);
    await setPreference(t, holder.user.id, 'email', 'security', false);
    const at = new Date().toISOString();
    const device = { ip: '203.0.113.x', userAgent: 'Firefox on Linux', at };
    const failed = { reason: 'failed_sign_ins', failedAttempts: 5, windowMinutes: 15, method: 'password', ...device } as const;
    const kinds: [DomainEvent, string][] = [
      [{ type: 'security.new_device_sign_in', subjectId: holder.user.id, actorId: null, data: { signInId: 's1', method: 'otp', ...device } }, 'New sign-in to your account on Firefox on Linux from 203.0.113.x.'],
      [{ type: 'security.password_changed', subjectId: holder.user.id, actorId: null, data: { how: 'changed', ...device } }, 'Your password was changed.'],
      [{ type: 'security.email_changed', subjectId: holder.user.id, actorId: null, data: {} }, 'The e-mail address on your account was changed.'],
      [{ type: 'security.two_factor_changed', subjectId: holder.user.id, actorId: null, data: { enabled: true } }, 'Two-step verification was turned on for your account.'],
      [{ type: 'security.two_factor_changed', subjectId: holder.user.id, actorId: null, data: { enabled: false } }, 'Two-step verification was turned off for your account.'],
      [{ type: 'security.suspicious_activity', subjectId: holder.user.id, actorId: null, data: failed }, '5 failed sign-in attempts on your account within 15 minutes.'],
      [
        { type: 'security.account_locked', subjectId: holder.user.id, actorId: null, data: { ...failed, minutes: 15, until: at } },
        '5 wrong passwords from 203.0.113.x: password sign-in to your account is paused for 15 minutes.',
      ],
      [{ type: 'security.account_unlocked', subjectId: holder.user.id, actorId: null, data: { how: 'password_reset', at } }, 'Password sign-in to your account is unlocked: your password was reset.'],
      [
        { type: 'security.withdrawal_pin_locked', subjectId: holder.user.id, actorId: null, data: { failedAttempts: 5, minutes: 30, until: at, at } },
        '5 wrong withdrawal PINs in a row: withdrawals from your account are locked for 30 minutes.',
      ],
      [{ type: 'security.withdrawal_pin_reset', subjectId: holder.user.id, actorId: null, data: device }, 'Your withdrawal PIN was reset with a code e-mailed to you on Firefox on Linux from 203.0.113.x.'],
      [
        {
          type: 'security.payout_destination_added',
          subjectId: holder.user.id,
          actorId: null,
          data: { destinationId: 'd1', method: 'upi', label: 'asha@okbank', usableFrom: '30 Nov 2026, 10:00 am IST', ...device },
        },
        'asha@okbank was added to be paid your earnings; it can be paid from 30 Nov 2026, 10:00 am IST.',
      ],
    ];
    for (const [event] of kinds) await record(event);
    const rows = await arrives(holder.user.id, 'security', kinds.length);
    expect(rows).toHaveLength(kinds.length);
    for (const [i, [{ type }, text]] of kinds.entries()) {
      const row = rows.find((r) => r.message.startsWith(text) && r.securityEvent === type.slice('security.'.length));
      expect(row, `${type} ${i}`).toMatchObject({ priority: 'high', category: 'security', actionUrl: '/settings/security', emailState: 'due' });
    }
  });

  it("tips, withdrawals and the moderators' notices are drafted from their events' typed data", async () => {
    const model = await insertModelRow(t, meera.user.id, { title: 'Lamp Shade' });
    /** The notification the event drafted for this recipient, run now. */
    const drafted = async (event: DomainEvent, recipientId: string) => {
      const recorded = await record(event);
      await createNotificationsFor(t.services, recorded);
      return (await notificationRowsOf(t, recipientId)).find((row) => row.sourceEventId === recorded.id);
    };
    const money = { withdrawalId: 'w-typed', amount: 50_000, netAmount: 49_000 };
    const cases: [DomainEvent, Record<string, unknown>][] = [
      [
        { type: 'tip.received', subjectId: meera.user.id, actorId: ravi.user.id, data: { paymentId: 'pay-typed', amount: 25_000, creatorAmount: 22_500, book: 'test', modelId: model.id } },
        { type: 'tip', modelId: model.id, message: 'Ravi Kumar tipped you ₹250 for Lamp Shade (test mode: no real money)', details: { paymentId: 'pay-typed', amount: 25_000, creatorAmount: 22_500, book: 'test' } },
      ],
      [
        { type: 'tip.refunded', subjectId: meera.user.id, actorId: null, data: { paymentId: 'pay-typed', refundId: 'rf-typed', amount: 10_000, payerId: ravi.user.id, book: 'live' } },
        { type: 'tip_refund', message: 'A tip of ₹100 was refunded to the payer', details: { creatorAmount: null, book: 'live' } },
      ],
      [
        { type: 'withdrawal.requested', subjectId: meera.user.id, actorId: meera.user.id, data: { ...money, processingFee: 1_000, method: 'upi', schedule: 'monthly' } },
        { type: 'withdrawal_requested', message: 'Your withdrawal of ₹500.00 (your monthly payout) is pending: fee ₹10.00, you receive ₹490.00', actorId: null },
      ],
      [{ type: 'withdrawal.completed', subjectId: meera.user.id, actorId: null, data: { ...money, reason: null } }, { type: 'withdrawal_paid', message: 'Your withdrawal of ₹490 was paid' }],
      [
        { type: 'withdrawal.failed', subjectId: meera.user.id, actorId: asha.user.id, data: { ...money, reason: 'Name does not match', status: 'rejected' } },
        { type: 'withdrawal_failed', message: 'Your withdrawal of ₹490 was rejected: Name does not match. The amount is back in your balance' },
      ],
      [
        { type: 'model.hidden', subjectId: model.id, actorId: null, data: { ownerId: meera.user.id, reason: 'Copied design', reportId: null } },
        { type: 'moderation', message: 'The moderators hid your model Lamp Shade: Copied design. Only you and admins can see it now' },
      ],
      [
        { type: 'model.changed_by_admin', subjectId: model.id, actorId: null, data: { ownerId: meera.user.id, title: 'Lamp Shade', action: 'unfeature', reason: 'Seasonal rotation' } },
        { type: 'moderation', message: 'An admin stopped featuring your model Lamp Shade: Seasonal rotation', details: { change: 'unfeature', reason: 'Seasonal rotation' } },
      ],
      [
        { type: 'comment.removed_by_moderator', subjectId: model.id, actorId: null, data: { authorId: ravi.user.id, message: null, excerpt: 'Rude words', reportId: '9' } },
        { type: 'moderation', message: 'The moderators removed your comment on Lamp Shade: it broke the Meshmandi rules', details: { excerpt: 'Rude words' } },
      ],
      [
        { type: 'user.warned', subjectId: ravi.user.id, actorId: null, data: { message: 'Keep it civil', url: '/model/x', reportId: '9' } },
        { type: 'moderation', message: 'A warning from the Meshmandi moderators: Keep it civil', details: { url: '/model/x' } },
      ],
    ];
    for (const [event, expected] of cases) {
      const recipientId = event.type === 'comment.removed_by_moderator' || event.type === 'user.warned' ? ravi.user.id : meera.user.id;
      expect(await drafted(event, recipientId), event.type).toMatchObject(expected);
    }
  });

  it("skips a recipient whose in-app switch for the category is off, and marks e-mail by the recipient's e-mail switch", async () => {
    const quiet = await createUser(t);
    const model = await insertModelRow(t, quiet.user.id, { title: 'Quiet Box' });
    await setPreference(t, quiet.user.id, 'inApp', 'likes', false);
    await setPreference(t, quiet.user.id, 'email', 'reviews', false);
    await ravi.client.call('toggleLike', { modelId: model.id });
    await ravi.client.call('submitReview', { modelId: model.id, rating: 5 });
    const [review] = await arrives(quiet.user.id, 'review');
    expect(review).toMatchObject({ emailState: 'none', emailDueAt: null });
    await settles();
    expect(await notificationRowsOf(t, quiet.user.id, 'like')).toEqual([]);

    // Likes by e-mail switched on: due.
    const keen = await createUser(t);
    const keenModel = await insertModelRow(t, keen.user.id);
    await setPreference(t, keen.user.id, 'email', 'likes', true);
    await meera.client.call('toggleLike', { modelId: keenModel.id });
    expect((await arrives(keen.user.id, 'like'))[0]).toMatchObject({ emailState: 'due' });
  });

  it('never tells anyone of a private model they cannot see; its owner is still told', async () => {
    const model = await insertModelRow(t, asha.user.id, { title: 'Prototype', visibility: 'private' });
    const comment = (await asha.client.call('addComment', { modelId: model.id, body: 'Draft notes' })).result.comment;
    // A reply to Ravi's comment on a model that has since gone private: recorded straight, as the handler would have.
    const event = await record({ type: 'model.commented', subjectId: model.id, actorId: meera.user.id, data: { commentId: comment.id, parentId: comment.id, ownerId: asha.user.id, parentAuthorId: ravi.user.id } });
    await createNotificationsFor(t.services, event);
    await settles();
    const ravis = await notificationRowsOf(t, ravi.user.id);
    expect(ravis.filter((row) => row.modelId === model.id)).toEqual([]);
    expect((await notificationRowsOf(t, asha.user.id, 'comment')).filter((row) => row.sourceEventId === event.id)).toHaveLength(1);
  });

  it('is idempotent: the same event consumed twice (a retried job) writes one notification', async () => {
    const model = await insertModelRow(t, meera.user.id, { title: 'Retry Box' });
    const event = await record({ type: 'model.reviewed', subjectId: model.id, actorId: ravi.user.id, data: { reviewId: 'r1', rating: 3, ownerId: meera.user.id, isNew: true } });
    const runs = await Promise.all([createNotificationsFor(t.services, event), createNotificationsFor(t.services, event)]);
    await createNotificationsFor(t.services, event);
    await settles();
    expect(runs.flat().length).toBeLessThanOrEqual(1);
    expect((await notificationRowsOf(t, meera.user.id, 'review')).filter((row) => row.sourceEventId === event.id)).toHaveLength(1);
  });

  it('announces the change on the live channel, and writes nothing for a gone model or actor', async () => {
    const heard: string[] = [];
    const stop = onNotificationChange(t.services.notifier, (userId) => heard.push(userId));
    const model = await insertModelRow(t, meera.user.id, { title: 'Loud Box' });
    await ravi.client.call('toggleLike', { modelId: model.id });
    await t.drainJobs();
    await expect.poll(() => heard.includes(meera.user.id), POLL).toBe(true);
    stop();

    const gone = await insertModelRow(t, meera.user.id, { title: 'Gone Box' });
    const event = await record({ type: 'model.liked', subjectId: gone.id, actorId: ravi.user.id, data: { ownerId: meera.user.id } });
    await t.services.db.delete(models).where(eq(models.id, gone.id));
    expect(await createNotificationsFor(t.services, event)).toEqual([]);
    const ghost = await createUser(t);
    const ghostEvent = await record({ type: 'user.followed', subjectId: meera.user.id, actorId: ghost.user.id, data: { followersCount: 1 } });
    await t.services.db.delete(users).where(eq(users.id, ghost.user.id));
    expect(await createNotificationsFor(t.services, ghostEvent)).toEqual([]);
  });

  it('writes a batch of events at once: each its own notification, one grouping job per recipient and key, and nothing twice when the batch is retried', async () => {
    const model = await insertModelRow(t, asha.user.id, { title: 'Storm Gear' });
    const likers = await Promise.all(Array.from({ length: 6 }, (_, i) => createUser(t, { name: `Liker ${i}` })));
    // Written without their jobs, so only this batch consumes them.
    const inserted = await t.services.db
      .insert(domainEvents)
      .values([
        ...likers.map((liker) => ({ type: 'model.liked', subjectId: model.id, actorId: liker.user.id, data: { ownerId: asha.user.id } })),
        // The owner liking their own model, and a follow of Ravi, in the same batch.
        { type: 'model.liked', subjectId: model.id, actorId: asha.user.id, data: { ownerId: asha.user.id } },
        { type: 'user.followed', subjectId: ravi.user.id, actorId: likers[0]!.user.id, data: { followersCount: 1 } },
      ])
      .returning();
    const events = readRecordedEvents(t.services.log, inserted, EVENT_CONSUMERS.notifications);
    const groupingJobs = async () =>
      Number((await t.services.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'notification-grouping' and data->>'groupKey' = $1`, [`like:model:${model.id}`])).rows[0].n);
    const before = await groupingJobs();
    const written = await createNotificationsForEvents(t.services, events);
    expect(written).toHaveLength(7);
    expect(await groupingJobs()).toBe(before + 1);
    expect(await createNotificationsForEvents(t.services, events)).toEqual([]);
    await settles();
    const rows = (await notificationRowsOf(t, asha.user.id, 'like')).filter((row) => row.modelId === model.id && !row.grouped);
    expect(new Set(rows.map((row) => row.sourceEventId)).size).toBe(6);
    expect((await notificationRowsOf(t, ravi.user.id, 'follow')).filter((row) => row.actorId === likers[0]!.user.id)).toHaveLength(1);
  });
});
