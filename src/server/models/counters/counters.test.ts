import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelCounterShards, models, users } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { COUNTER_SHARDS } from './add-to-counters';
import { rollUpCounters } from './roll-up-counters';

// Decision 027: counts go to shard rows, the roll-up moves them into the models and users rows.
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // The job's run at start is let finish; the next is an hour away, so the tests' own roll-ups are the only ones.
  t = await createTestApp({ COUNTS_PER_IP_PER_DAY: '1000000', COUNTER_ROLLUP_SECONDS: '3600' });
  for (let i = 0; i < 300 && !(await startupRollUpDone()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  owner = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());

const startupRollUpDone = async () =>
  Number((await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'counter-roll-up' and state = 'completed'`)).rows[0]?.n) > 0;
const view = async (modelId: string) => (await t.client().call('recordModelView', { modelId })).result;
const shardsOf = (modelId: string) => t.services.db.select().from(modelCounterShards).where(eq(modelCounterShards.modelId, modelId));
const rowOf = async (modelId: string) => (await t.services.db.select().from(models).where(eq(models.id, modelId)))[0];
const totalViews = async (userId: string) => (await t.services.db.select({ n: users.totalViews }).from(users).where(eq(users.id, userId)))[0]?.n;

describe('hot counters', () => {
  it('answer live counts before the roll-up, and the roll-up moves them into the rows exactly once', async () => {
    const model = await createModelViaApi(owner.client);
    const before = await totalViews(owner.user.id);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await view(model.id));
    expect(answers.map((a) => a.views)).toEqual([1, 2, 3, 4, 5]);
    expect((await rowOf(model.id))?.views).toBe(0);
    expect((await t.client().call('getModel', { modelId: model.id })).result.model.views).toBe(5);
    const pending = await shardsOf(model.id);
    expect(pending.reduce((sum, s) => sum + s.views, 0)).toBe(5);
    expect(pending.every((s) => s.shard >= 0 && s.shard < COUNTER_SHARDS)).toBe(true);

    expect(await rollUpCounters(t.services.db, t.services.jobs)).toBeGreaterThanOrEqual(1);
    expect(await shardsOf(model.id)).toEqual([]);
    const rolled = await rowOf(model.id);
    expect(rolled?.views).toBe(5);
    expect(rolled?.lastViewedAt).not.toBeNull();
    expect(await totalViews(owner.user.id)).toBe((before ?? 0) + 5);
    expect((await t.client().call('getModel', { modelId: model.id })).result.model.views).toBe(5);
    // Nothing waiting: a second roll-up moves nothing and changes nothing.
    await rollUpCounters(t.services.db, t.services.jobs);
    expect((await rowOf(model.id))?.views).toBe(5);
  });

  it('lose and double nothing when views and several roll-ups run at once', async () => {
    const model = await createModelViaApi(owner.client);
    const before = (await totalViews(owner.user.id)) ?? 0;
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i += 1) {
      work.push(view(model.id));
      if (i % 10 === 0) work.push(rollUpCounters(t.services.db, t.services.jobs));
    }
    await Promise.all(work);
    expect((await t.client().call('getModel', { modelId: model.id })).result.model.views).toBe(40);
    await Promise.all([rollUpCounters(t.services.db, t.services.jobs), rollUpCounters(t.services.db, t.services.jobs)]);
    expect((await rowOf(model.id))?.views).toBe(40);
    expect(await shardsOf(model.id)).toEqual([]);
    expect(await totalViews(owner.user.id)).toBe(before + 40);
  });

  it('let a creator be deleted while their model is being counted and rolled up (one lock order, no deadlock)', async () => {
    const doomed = await createUser(t);
    const model = await createModelViaApi(doomed.client);
    for (let i = 0; i < 5; i += 1) await view(model.id);
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i += 1) {
      work.push(view(model.id));
      if (i % 6 === 0) work.push(rollUpCounters(t.services.db, t.services.jobs));
      if (i === 15) work.push(admin.client.call('deleteUser', { userId: doomed.user.id }).then((a) => expect(a.status).toBe(200)));
    }
    const settled = await Promise.allSettled(work);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    expect(await rowOf(model.id)).toBeUndefined();
    expect(await shardsOf(model.id)).toEqual([]);
  });
});
