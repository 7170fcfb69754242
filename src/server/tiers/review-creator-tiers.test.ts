import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_REQUIREMENTS } from '../../shared/constants/creator-tiers';
import { creatorTierReviews, creatorTiers, domainEvents, notifications, users } from '../db/schema';
import { recordEvent } from '../events/record-event';
import { rollUpCounters } from '../models';
import { recordDownload } from '../models/counters/record-download';
import { insertModelRow } from '../test/discovery-factories';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { tipThroughBuiltInCheckout } from '../test/tip-flow';
import { markTierAnniversaries } from './mark-tier-anniversaries';
import { markTierNoticesServed } from './mark-tier-notices-served';
import { reviewCreatorTier } from './review-creator-tier';
import { reviewCreatorTiers } from './review-creator-tiers';

// Issue 30 (decision 074): a creator is moved up when what the tiers count changes, once across nodes, and told.
let t: TestApp;
let admin: TestUser;
let fan: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ admin, other: fan } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const db = () => t.services.db;
const tierOf = async (who: TestUser) => (await db().select().from(creatorTiers).where(eq(creatorTiers.userId, who.user.id)))[0]?.tier ?? 'basic';
const marked = async (who: TestUser) => (await db().select().from(creatorTierReviews).where(eq(creatorTierReviews.userId, who.user.id))).length === 1;
const review = async () => {
  await t.drainJobs();
  await reviewCreatorTiers(db(), t.services.jobs);
  await t.drainJobs();
};
const toldOf = async (who: TestUser) =>
  (await db().select().from(notifications).where(and(eq(notifications.recipientId, who.user.id), eq(notifications.type, 'creator_tier')))).map((n) => n.message);

/** A creator who meets every Verified requirement but the public models, which the test adds. */
async function almostVerified(): Promise<TestUser> {
  const creator = await createUser(t);
  await db()
    .update(users)
    .set({ totalDownloads: TIER_REQUIREMENTS.verified.downloads, createdAt: sql`now() - interval '20 days'` })
    .where(eq(users.id, creator.user.id));
  await insertModelRow(t, creator.user.id, { title: 'Hinge pin' });
  await insertModelRow(t, creator.user.id, { title: 'Cable clip' });
  return creator;
}

describe('the tier review', () => {
  it('moves a creator up when publishing their third public model earns Verified, and tells them once', async () => {
    const creator = await almostVerified();
    await review();
    expect(await tierOf(creator)).toBe('basic');

    await createModelViaApi(creator.client, { title: 'Spool holder' });
    await t.drainJobs();
    expect(await marked(creator)).toBe(true);
    await review();
    expect(await tierOf(creator)).toBe('verified');
    expect(await marked(creator)).toBe(false);
    expect(await toldOf(creator)).toEqual(["You are now a Verified Creator: you keep 87% of each tip, and a withdrawal's fee is 1.5%"]);
    // Looked at again, nothing changes and no one is told twice.
    await db().insert(creatorTierReviews).values({ userId: creator.user.id });
    await review();
    expect(await toldOf(creator)).toHaveLength(1);
  });

  it('a private model marks no one, and a test-mode tip earns no tier', async () => {
    const creator = await almostVerified();
    await createModelViaApi(creator.client, { title: 'Private jig', visibility: 'private' });
    await tipThroughBuiltInCheckout(fan, { creatorId: creator.user.id, amount: 250, testMode: true });
    await t.drainJobs();
    expect(await marked(creator)).toBe(false);
  });

  it('marks a creator whose downloads reach their total at the counter roll-up', async () => {
    const creator = await createUser(t);
    const model = await insertModelRow(t, creator.user.id, { title: 'Desk hook' });
    await recordDownload(db(), t.services.jobs, { modelId: model.id, ownerId: creator.user.id, visitor: { userId: fan.user.id, key: `u:${fan.user.id}`, ipKey: null, setCookie: null }, ceiling: 100 });
    expect(await marked(creator)).toBe(false);
    await rollUpCounters(db(), t.services.jobs);
    expect(await marked(creator)).toBe(true);
  });

  it('marks accounts that reached a tier’s age in the last two hours, and no others', async () => {
    const turned = await createUser(t);
    const older = await createUser(t);
    await db().update(users).set({ createdAt: sql`now() - interval '14 days' - interval '1 hour'` }).where(eq(users.id, turned.user.id));
    await db().update(users).set({ createdAt: sql`now() - interval '15 days'` }).where(eq(users.id, older.user.id));
    await markTierAnniversaries(db());
    expect([await marked(turned), await marked(older)]).toEqual([true, false]);
  });

  it('moves a creator above an admin’s lower tier, never below it, and two reviews at once move them once', async () => {
    const creator = await almostVerified();
    await insertModelRow(t, creator.user.id, { title: 'Third' });
    expect((await admin.client.call('updateCreatorTier', { userId: creator.user.id, tier: 'pro', reason: 'Known maker' })).status).toBe(200);
    await db().insert(creatorTierReviews).values({ userId: creator.user.id });
    await review();
    expect(await tierOf(creator)).toBe('pro');

    const other = await almostVerified();
    await insertModelRow(t, other.user.id, { title: 'Third' });
    await db().insert(creatorTierReviews).values({ userId: other.user.id });
    await Promise.all([reviewCreatorTiers(db(), t.services.jobs), reviewCreatorTiers(db(), t.services.jobs)]);
    expect(await tierOf(other)).toBe('verified');
    const changes = await db().select().from(domainEvents).where(and(eq(domainEvents.type, 'creator.tier_changed'), eq(domainEvents.subjectId, other.user.id)));
    expect(changes).toHaveLength(1);
  });
});

describe('the step down, with notice (decision 075)', () => {
  const row = async (who: TestUser) => (await db().select().from(creatorTiers).where(eq(creatorTiers.userId, who.user.id)))[0];
  const look = async (who: TestUser, at: string) => {
    const outcome = await reviewCreatorTier(db(), t.services.jobs, who.user.id, new Date(at));
    await t.drainJobs();
    return outcome;
  };
  /** A Verified creator, by the review, with exactly the three public models it asks. */
  async function verifiedCreator(): Promise<{ creator: TestUser; modelId: string }> {
    const creator = await almostVerified();
    const model = await createModelViaApi(creator.client, { title: 'Spool holder' });
    await look(creator, new Date().toISOString());
    expect(await tierOf(creator)).toBe('verified');
    return { creator, modelId: model.id };
  }

  it('tells a creator who falls below, keeps their tier to the month’s end in India, then moves them down', async () => {
    const { creator, modelId } = await verifiedCreator();
    expect((await creator.client.call('updateModel', { modelId, visibility: 'private' })).status).toBe(200);
    await t.drainJobs();
    expect(await marked(creator)).toBe(true);

    // 20 November, afternoon in India: the notice runs to the end of November, India's calendar.
    expect(await look(creator, '2026-11-20T10:00:00Z')).toEqual({ notice: 'given' });
    expect((await row(creator))?.keepsUntil?.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(await tierOf(creator)).toBe('verified');
    expect((await toldOf(creator)).at(-1)).toBe(
      'You no longer meet what Verified Creator asks. You keep it to the end of November; from 1 December 2026 you will be a Basic Creator unless you meet it again',
    );
    const view = await creator.client.call('getCreatorTier', {});
    expect(view.result.creatorTier).toMatchObject({ tier: 'verified', earned: 'basic', keepsUntil: '2026-11-30T18:30:00.000Z' });

    // Looked at again during the month (a second notice would be noise), and a minute before midnight in India.
    expect(await look(creator, '2026-11-25T10:00:00Z')).toBeNull();
    expect(await look(creator, '2026-11-30T18:29:00Z')).toBeNull();
    expect(await toldOf(creator)).toHaveLength(2);
    expect(await tierOf(creator)).toBe('verified');

    expect(await look(creator, '2026-11-30T18:31:00Z')).toEqual({ moved: 'down', to: 'basic' });
    expect(await row(creator)).toBeUndefined();
    expect((await toldOf(creator)).at(-1)).toBe("Your creator tier is now Basic Creator: you keep 85% of each tip, and a withdrawal's fee is 2%");
    // A tip captured now is split by the tier it was moved to.
    const share = (await fan.client.call('getTipShare', { creatorId: creator.user.id })).result;
    expect(share.tipShareBps).toBe(8_500);
  });

  it('lifts the notice, and says so, when the creator meets their tier again before the month is out', async () => {
    const { creator, modelId } = await verifiedCreator();
    expect((await creator.client.call('updateModel', { modelId, visibility: 'private' })).status).toBe(200);
    expect(await look(creator, '2026-12-03T10:00:00Z')).toEqual({ notice: 'given' });
    expect((await row(creator))?.keepsUntil?.toISOString()).toBe('2026-12-31T18:30:00.000Z');

    expect((await creator.client.call('updateModel', { modelId, visibility: 'public' })).status).toBe(200);
    await t.drainJobs();
    expect(await marked(creator)).toBe(true);
    expect(await look(creator, '2026-12-10T10:00:00Z')).toEqual({ notice: 'lifted' });
    expect((await row(creator))?.keepsUntil).toBeNull();
    expect((await toldOf(creator)).at(-1)).toBe('You meet what Verified Creator asks again: you keep it');
    // The month's end then changes nothing.
    expect(await look(creator, '2027-01-02T10:00:00Z')).toBeNull();
    expect(await tierOf(creator)).toBe('verified');
  });

  it('never steps down below an admin’s tier, and an admin’s change ends a notice', async () => {
    const { creator, modelId } = await verifiedCreator();
    expect((await creator.client.call('updateModel', { modelId, visibility: 'private' })).status).toBe(200);
    expect(await look(creator, '2026-11-20T10:00:00Z')).toEqual({ notice: 'given' });
    expect((await admin.client.call('updateCreatorTier', { userId: creator.user.id, tier: 'verified', reason: 'Known maker' })).status).toBe(200);
    expect((await row(creator))?.keepsUntil).toBeNull();
    expect(await look(creator, '2027-02-01T10:00:00Z')).toBeNull();
    expect(await tierOf(creator)).toBe('verified');
  });

  it('a model deleted, hidden or unfeatured and a refund of real money mark the owner; the hourly task marks served notices only', async () => {
    const { creator, modelId } = await verifiedCreator();
    await db().delete(creatorTierReviews);
    expect((await creator.client.call('deleteModel', { modelId })).status).toBe(200);
    await t.drainJobs();
    expect(await marked(creator)).toBe(true);

    const hidden = await createUser(t);
    const unfeatured = await createUser(t);
    const refunded = await createUser(t);
    const refundedInTest = await createUser(t);
    await db().delete(creatorTierReviews);
    await db().transaction(async (tx) => {
      const jobs = t.services.jobs;
      await recordEvent(tx, jobs, { type: 'model.hidden', subjectId: 'm-hidden', actorId: admin.user.id, data: { ownerId: hidden.user.id, reason: 'Copied', reportId: null } });
      await recordEvent(tx, jobs, { type: 'model.changed_by_admin', subjectId: 'm-unfeatured', actorId: admin.user.id, data: { ownerId: unfeatured.user.id, title: 'Vase', action: 'unfeature', reason: 'Rotation' } });
      for (const [who, book] of [[refunded, 'live'], [refundedInTest, 'test']] as const) {
        await recordEvent(tx, jobs, { type: 'tip.refunded', subjectId: who.user.id, actorId: null, data: { paymentId: `pay-${book}`, refundId: `rf-${book}`, amount: 5_000, payerId: fan.user.id, book } });
      }
    });
    await t.drainJobs();
    expect([await marked(hidden), await marked(unfeatured), await marked(refunded), await marked(refundedInTest)]).toEqual([true, true, true, false]);

    const served = await createUser(t);
    const serving = await createUser(t);
    await db().delete(creatorTierReviews);
    await db().insert(creatorTiers).values([
      { userId: served.user.id, tier: 'pro', setBy: 'review', keepsUntil: sql`now() - interval '1 minute'` },
      { userId: serving.user.id, tier: 'pro', setBy: 'review', keepsUntil: sql`now() + interval '1 day'` },
    ]);
    expect(await markTierNoticesServed(db())).toBe(1);
    expect([await marked(served), await marked(serving)]).toEqual([true, false]);
  });

  it('looks at every creator marked due in one run while its time lasts, batch after batch, and one batch without it', async () => {
    await db().delete(creatorTierReviews);
    const many = 1_100;
    await db().execute(sql`insert into users (id, email, display_name) select 'rv' || n, 'rv' || n || '@example.in', 'Creator ' || n from generate_series(1, ${many}::int) n`);
    await db().execute(sql`insert into creator_tier_reviews (user_id, due_at) select 'rv' || n, now() - interval '1 minute' from generate_series(1, ${many}::int) n`);
    expect(await reviewCreatorTiers(db(), t.services.jobs)).toBe(500);
    expect(await reviewCreatorTiers(db(), t.services.jobs, 60_000)).toBe(many - 500);
    expect(await db().$count(creatorTierReviews)).toBe(0);
  }, 120_000);
});
