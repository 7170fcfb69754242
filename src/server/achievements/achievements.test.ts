import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, domainEvents, modelCounterShards, modelViewMilestones, models } from '../db/schema';
import { rollUpCounters } from '../models/counters/roll-up-counters';
import { createUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';

// SPEC §9: achievements and view milestones are unlocked by the change that reaches them, once each.
let t: TestApp;
beforeAll(async () => {
  // The tests' own roll-ups are the only ones (the periodic one is an hour away).
  t = await createTestApp({ COUNTS_PER_IP_PER_DAY: '1000000', COUNTER_ROLLUP_SECONDS: '3600' });
});
afterAll(async () => t?.close());

const achievementsOf = async (userId: string, type: string) =>
  (await t.services.db.select().from(achievements).where(and(eq(achievements.userId, userId), eq(achievements.type, type as 'followers'))))
    .map((a) => a.milestone)
    .sort((a, b) => a - b);
const milestonesOf = async (modelId: string) =>
  (await t.services.db.select().from(modelViewMilestones).where(eq(modelViewMilestones.modelId, modelId))).map((m) => m.milestone).sort((a, b) => a - b);
const eventsOf = async (type: string, subjectId: string) =>
  (await t.services.db.select().from(domainEvents).where(and(eq(domainEvents.type, type as 'model.view_milestone'), eq(domainEvents.subjectId, subjectId)))).map((e) => e.data);
const view = (modelId: string) => t.client().call('recordModelView', { modelId });
/** Pending views as a burst of counted views leaves them: spread over shard rows, not yet rolled up. */
const pendingViews = (modelId: string, n: number) =>
  t.services.db.insert(modelCounterShards).values(Array.from({ length: 4 }, (_, shard) => ({ modelId, shard, views: n / 4 })));

describe('achievements', () => {
  it('unlocks "models uploaded" with the publish that reaches each threshold, once', async () => {
    const creator = await createUser(t);
    await createModelViaApi(creator.client);
    expect(await achievementsOf(creator.user.id, 'models_uploaded')).toEqual([1]);
    for (let i = 0; i < 4; i += 1) await createModelViaApi(creator.client, { visibility: i % 2 ? 'private' : 'public' });
    expect(await achievementsOf(creator.user.id, 'models_uploaded')).toEqual([1, 5]);
    const events = await eventsOf('user.achievement_unlocked', creator.user.id);
    expect(events).toEqual([
      { achievement: 'models_uploaded', milestone: 1 },
      { achievement: 'models_uploaded', milestone: 5 },
    ]);
  });

  it('unlocks each threshold once when one person publishes several models at once', async () => {
    const creator = await createUser(t);
    await Promise.all(Array.from({ length: 5 }, () => createModelViaApi(creator.client)));
    expect(await achievementsOf(creator.user.id, 'models_uploaded')).toEqual([1, 5]);
    expect(await eventsOf('user.achievement_unlocked', creator.user.id)).toHaveLength(2);
  });

  it("unlocks the creator's total-views achievements when the roll-up moves their total past them, once", async () => {
    const creator = await createUser(t);
    const [a, b] = [await createModelViaApi(creator.client), await createModelViaApi(creator.client)];
    await pendingViews(a.id, 600);
    await pendingViews(b.id, 400);
    await rollUpCounters(t.services.db, t.services.jobs);
    expect(await achievementsOf(creator.user.id, 'total_views')).toEqual([1000]);
    await pendingViews(a.id, 4000);
    await Promise.all([rollUpCounters(t.services.db, t.services.jobs), rollUpCounters(t.services.db, t.services.jobs)]);
    expect(await achievementsOf(creator.user.id, 'total_views')).toEqual([1000, 5000]);
    expect((await eventsOf('user.achievement_unlocked', creator.user.id)).filter((d) => d?.achievement === 'total_views')).toHaveLength(2);
  });
});

describe('view milestones', () => {
  it('are recorded by the view that reaches one, at once, and never twice', async () => {
    const creator = await createUser(t);
    const model = await createModelViaApi(creator.client);
    await t.services.db.update(models).set({ views: 98 }).where(eq(models.id, model.id));
    expect((await view(model.id)).result.views).toBe(99);
    expect(await milestonesOf(model.id)).toEqual([]);
    expect((await view(model.id)).result.views).toBe(100);
    expect(await milestonesOf(model.id)).toEqual([100]);
    await rollUpCounters(t.services.db, t.services.jobs);
    expect(await milestonesOf(model.id)).toEqual([100]);
    expect(await eventsOf('model.view_milestone', model.id)).toEqual([{ milestone: 100, ownerId: creator.user.id }]);
  });

  it('are recorded by the roll-up for every milestone a burst of views passed, however many nodes roll up at once', async () => {
    const creator = await createUser(t);
    const model = await createModelViaApi(creator.client);
    await pendingViews(model.id, 1200);
    await Promise.all([rollUpCounters(t.services.db, t.services.jobs), rollUpCounters(t.services.db, t.services.jobs)]);
    expect(await milestonesOf(model.id)).toEqual([100, 500, 1000]);
    expect(await eventsOf('model.view_milestone', model.id)).toHaveLength(3);
    // Concurrent views that each miss the threshold they reach together are caught by the roll-up.
    await t.services.db.execute(sql`update models set views = 2490 where id = ${model.id}`);
    await Promise.all(Array.from({ length: 20 }, () => view(model.id)));
    await rollUpCounters(t.services.db, t.services.jobs);
    expect(await milestonesOf(model.id)).toEqual([100, 500, 1000, 2500]);
    expect(await eventsOf('model.view_milestone', model.id)).toHaveLength(4);
  });
});
