import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelLikes, models, users } from '../../db/schema';
import { rollUpCounters } from '../../models/counters/roll-up-counters';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 12: random sequences of likes and unlikes by several people on several models, run
// concurrently, with roll-ups among them: every counter must equal a recount from the rows.
let t: TestApp;
let people: TestUser[];
let makers: TestUser[];
let modelIds: string[];
beforeAll(async () => {
  t = await createTestApp({ COUNTER_ROLLUP_SECONDS: '3600' });
  makers = await Promise.all([createUser(t), createUser(t)]);
  people = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
  modelIds = [];
  for (const maker of makers) for (let i = 0; i < 2; i++) modelIds.push((await createModelViaApi(maker.client)).id);
});
afterAll(async () => t?.close());

type Step = { kind: 'toggle'; person: number; model: number } | { kind: 'roll-up' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 9, arbitrary: fc.record({ kind: fc.constant('toggle' as const), person: fc.nat(3), model: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'roll-up' as const }) },
);

const run = (s: Step) =>
  s.kind === 'roll-up'
    ? rollUpCounters(t.services.db, t.services.jobs)
    : people[s.person]!.client.call('toggleLike', { modelId: modelIds[s.model] }).then((answer) => expect(answer.status).toBe(200));

async function recounted() {
  const likes = await Promise.all(modelIds.map(async (id) => (await t.services.db.select({ n: count() }).from(modelLikes).where(eq(modelLikes.modelId, id)))[0]!.n));
  const live = await Promise.all(modelIds.map(async (id) => (await t.client().call('getModel', { modelId: id })).result.model.likes as number));
  return { likes, live };
}

describe('like counters', () => {
  it('equal a recount of the like rows after any concurrent sequence of likes, unlikes and roll-ups', async () => {
    const totalsBefore = await Promise.all(makers.map(async (m) => (await t.services.db.select({ n: users.totalLikes }).from(users).where(eq(users.id, m.user.id)))[0]!.n));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        await Promise.all(steps.map(run));
        const { likes, live } = await recounted();
        expect(live).toEqual(likes);
      }),
      { numRuns: 12 },
    );
    // Rolled up, the rows say the same, and each creator's total moved by their models' likes.
    await rollUpCounters(t.services.db, t.services.jobs);
    const { likes } = await recounted();
    const rowLikes = await Promise.all(modelIds.map(async (id) => (await t.services.db.select({ n: models.likes }).from(models).where(eq(models.id, id)))[0]!.n));
    expect(rowLikes).toEqual(likes);
    const totals = await Promise.all(makers.map(async (m) => (await t.services.db.select({ n: users.totalLikes }).from(users).where(eq(users.id, m.user.id)))[0]!.n));
    expect(totals).toEqual([totalsBefore[0]! + likes[0]! + likes[1]!, totalsBefore[1]! + likes[2]! + likes[3]!]);
  });
});
