import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { rollUpCounters } from '../../models/counters/roll-up-counters';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 12: random sequences of likes, unlikes, reviews, review deletions, follows and unfollows by
// several people, run concurrently with roll-ups among them: every counter equals a recount of its rows.
let t: TestApp;
let people: TestUser[];
let modelIds: string[];
beforeAll(async () => {
  t = await createTestApp({ COUNTER_ROLLUP_SECONDS: '3600', COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000' });
  people = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
  // Persons 0 and 1 make the models; everyone may like, review (not their own) and follow.
  modelIds = [];
  for (const maker of people.slice(0, 2)) for (let i = 0; i < 2; i++) modelIds.push((await createModelViaApi(maker.client)).id);
});
afterAll(async () => t?.close());

type Step =
  | { kind: 'like'; person: number; model: number }
  | { kind: 'review'; person: number; model: number; rating: number }
  | { kind: 'unreview'; person: number; model: number }
  | { kind: 'follow' | 'unfollow'; person: number; target: number }
  | { kind: 'roll-up' };

const person = fc.nat(4);
const model = fc.nat(3);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('like' as const), person, model }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('review' as const), person, model, rating: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unreview' as const), person, model }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('follow' as const, 'unfollow' as const), person, target: person }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'roll-up' as const }) },
);

const ownerOf = (m: number) => (m < 2 ? 0 : 1);

async function run(s: Step): Promise<void> {
  if (s.kind === 'roll-up') return void (await rollUpCounters(t.services.db, t.services.jobs));
  const client = people[s.person]!.client;
  if (s.kind === 'like') return expect((await client.call('toggleLike', { modelId: modelIds[s.model] })).status).toBe(200);
  if (s.kind === 'review') {
    const answer = await client.call('submitReview', { modelId: modelIds[s.model], rating: s.rating });
    return expect(answer.status).toBe(ownerOf(s.model) === s.person ? 403 : 200);
  }
  if (s.kind === 'unreview') {
    const [mine] = await t.services.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(sql`${reviews.modelId} = ${modelIds[s.model]} and ${reviews.reviewerId} = ${people[s.person]!.user.id}`);
    if (!mine) return;
    // Another step may delete it first: then it is not found.
    return expect([200, 404]).toContain((await client.call('deleteReview', { reviewId: mine.id })).status);
  }
  const answer = await client.call(s.kind === 'follow' ? 'followUser' : 'unfollowUser', { userId: people[s.target]!.user.id });
  expect(answer.status).toBe(s.person === s.target ? 400 : 200);
}

/** Each figure as kept, beside the same figure recounted from the rows. */
async function figures() {
  const kept = await t.services.db.execute(sql`
    select m.id, m.review_count as count, m.rating_total as total, m.average_rating as average, m.rating_score as score,
      (select count(*)::int from reviews r where r.model_id = m.id) as recount,
      (select coalesce(sum(rating), 0)::int from reviews r where r.model_id = m.id) as retotal,
      (select count(*)::int from model_likes l where l.model_id = m.id) as likes
    from models m where m.id in (${sql.join(modelIds.map((id) => sql`${id}`), sql`, `)}) order by m.id`);
  const follows = await t.services.db.execute(sql`
    select u.id, u.followers_count, u.following_count,
      (select count(*)::int from follows f where f.followed_id = u.id) as followers,
      (select count(*)::int from follows f where f.follower_id = u.id) as following
    from users u where u.id in (${sql.join(people.map((p) => sql`${p.user.id}`), sql`, `)}) order by u.id`);
  const live = await Promise.all(modelIds.map(async (id) => (await t.client().call('getModel', { modelId: id })).result.model as { id: string; likes: number; averageRating: number; reviewCount: number }));
  type Figures = { id: string; count: number; total: number; average: number; score: number; recount: number; retotal: number; likes: number };
  type Follows = { followers_count: number; following_count: number; followers: number; following: number };
  return { models: kept.rows as unknown as Figures[], users: follows.rows as unknown as Follows[], live };
}

function expectExact({ models, users, live }: Awaited<ReturnType<typeof figures>>) {
  for (const m of models) {
    expect(m.count).toBe(m.recount);
    expect(m.total).toBe(m.retotal);
    expect(m.average).toBeCloseTo(m.recount ? m.retotal / m.recount : 0, 10);
    expect(m.score).toBeCloseTo(m.recount ? (15 + m.retotal) / (5 + m.recount) : 0, 10);
    const seen = live.find((l) => l.id === m.id)!;
    expect(seen.likes).toBe(m.likes);
    expect(seen.reviewCount).toBe(m.recount);
  }
  for (const u of users) {
    expect(u.followers_count).toBe(u.followers);
    expect(u.following_count).toBe(u.following);
  }
}

describe('community counters', () => {
  it('equal a recount of their rows after any concurrent sequence of likes, reviews, follows and roll-ups', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        await Promise.all(steps.map(run));
        expectExact(await figures());
      }),
      { numRuns: 12 },
    );
    await rollUpCounters(t.services.db, t.services.jobs);
    const after = await figures();
    expectExact(after);
    const rowLikes = await t.services.db.execute<{ likes: number }>(sql`select likes from models where id in (${sql.join(modelIds.map((id) => sql`${id}`), sql`, `)}) order by id`);
    expect(rowLikes.rows.map((r) => r.likes)).toEqual(after.models.map((m) => m.likes));
  });
});
