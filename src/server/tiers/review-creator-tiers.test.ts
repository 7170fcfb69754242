import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_REQUIREMENTS } from '../../shared/constants/creator-tiers';
import { creatorTierReviews, creatorTiers, domainEvents, notifications, users } from '../db/schema';
import { rollUpCounters } from '../models';
import { recordDownload } from '../models/counters/record-download';
import { insertModelRow } from '../test/discovery-factories';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { tipThroughBuiltInCheckout } from '../test/tip-flow';
import { markTierAnniversaries } from './mark-tier-anniversaries';
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
