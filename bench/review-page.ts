// Issue 12's reviews benchmark: the model page's Reviews section (listReviews: the first page, with
// the star histogram up to HISTOGRAM_MAX_REVIEWS reviews, and a deep page) on one model with 100,000
// reviews. Reports p50/p95 of the call through the app (Fastify's inject, no network), and of the
// page and histogram queries alone.
// By hand, on PostgreSQL (PGlite when DATABASE_URL is unset):
//   DATABASE_URL=postgres://… node --import tsx bench/review-page.ts [reviews=100000] [calls=200]
import { eq, sql } from 'drizzle-orm';
import { models, reviews } from '../src/server/db/schema';
import { seedOneModel, startBenchSite } from './support/bench-site';

const total = Number(process.argv[2] ?? 100_000);
const calls = Number(process.argv[3] ?? 200);
const site = await startBenchSite();
const db = site.services.db;

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

async function timed(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  console.log(`${label}: ${percentiles(times)}`);
}

try {
  const modelId = await seedOneModel(site);
  const started = performance.now();
  // Reviewers and reviews in bulk: one person each, stars 1–5, written over the last year.
  await db.execute(sql`insert into users (id, email, username, display_name)
    select 'rv' || n, 'rv' || n || '@example.in', 'rv_' || n, 'Reviewer ' || n from generate_series(1, ${total}) n`);
  await db.execute(sql`insert into reviews (id, model_id, reviewer_id, rating, comment, created_at, updated_at)
    select 'r' || n, ${modelId}, 'rv' || n, case when n % 10 < 5 then 5 when n % 10 < 8 then 4 else 1 + n % 3 end, 'Printed fine at 0.2 mm, review ' || n,
      now() - (n || ' seconds')::interval * 300, now() - (n || ' seconds')::interval * 300 from generate_series(1, ${total}) n`);
  await db.execute(sql`update models set review_count = s.c, rating_total = s.t, average_rating = s.t::float8 / s.c,
    rating_score = (15 + s.t)::float8 / (5 + s.c) from (select count(*)::int c, sum(rating)::int t from reviews where model_id = ${modelId}) s
    where models.id = ${modelId}`);
  await db.execute(sql`analyze reviews`);
  await db.execute(sql`analyze users`);
  console.log(`${total} reviews on one model in ${((performance.now() - started) / 1000).toFixed(1)} s (${site.services.database.kind})`);

  const call = async (data: unknown) => {
    const response = await site.app.inject({ method: 'POST', url: '/api/fn/listReviews', payload: { data } });
    if (response.statusCode !== 200) throw new Error(`listReviews ${response.statusCode}: ${response.body}`);
    return response.json() as { result: { nextCursor: string | null; histogram: number[] | null } };
  };
  const first = await call({ modelId });
  console.log('histogram', JSON.stringify(first.result.histogram));
  let cursor = first.result.nextCursor!;
  const depth = Math.floor(total / 4 / 50);
  for (let i = 0; i < depth; i++) cursor = (await call({ modelId, cursor, limit: 50 })).result.nextCursor!;
  await timed(`listReviews, first page (10${first.result.histogram ? ', with histogram' : ''})`, () => call({ modelId }));
  await timed(`listReviews, a page ${depth * 50} reviews deep`, () => call({ modelId, cursor }));
  await timed('  page query alone', () =>
    db.select({ id: reviews.id }).from(reviews).where(eq(reviews.modelId, modelId)).orderBy(sql`${reviews.updatedAt} desc nulls last`, sql`${reviews.id} desc nulls last`).limit(11),
  );
  await timed('  histogram query alone', () =>
    db.select({ rating: reviews.rating, n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.modelId, modelId)).groupBy(reviews.rating),
  );
  const plan = await db.execute(sql`explain analyze select id from reviews where model_id = ${modelId} order by updated_at desc nulls last, id desc nulls last limit 11`);
  console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
  await db.delete(models).where(eq(models.id, modelId));
} finally {
  await site.close();
}
