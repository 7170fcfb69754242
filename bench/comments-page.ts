// Issue 12's comments and reviews benchmark: the model page's comments (listComments, first page,
// 20 newest top-level comments) and reviews (listReviews, first page of 10 with the figures) on one
// model with 100,000 comments and 100,000 reviews, on PostgreSQL, through the HTTP API of a server
// node in its own process; the requests come from this one, one at a time, so the figures are the
// latency of one call, not of a queue. Signed out, and signed in (each comment then also says whether
// the caller liked it, and the reviews the caller's own). Target: first page p95 under 20 ms.
// By hand, on a quiet machine:
//   DATABASE_URL=postgres://… node --import tsx bench/comments-page.ts [comments=100000] [calls=300]
// It makes a database of its own next to DATABASE_URL's and drops it at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { oneModelOnItsOwnNode } from './support/one-model-node';

const total = Number(process.argv[2] ?? 100_000);
const calls = Number(process.argv[3] ?? 300);
const site = await oneModelOnItsOwnNode('comments', { AUTH_RATE_LIMIT_PER_MINUTE: '100000000' });
const { modelId, server } = site;
// oneModelOnItsOwnNode pointed DATABASE_URL at the benchmark's own database.
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });

async function post(path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: server.url }, body: JSON.stringify(body) });
}

async function signedIn(): Promise<string> {
  const email = `reader-${randomBytes(3).toString('hex')}@example.in`;
  const password = 'Kaveri-River-Bend-42';
  const up = await post('/api/auth/sign-up/email', { email, password, name: 'Reader', username: `reader_${randomBytes(3).toString('hex')}` });
  if (!up.ok) throw new Error(`sign-up ${up.status}: ${await up.text()}`);
  const inn = await post('/api/auth/sign-in/email', { email, password });
  if (!inn.ok) throw new Error(`sign-in ${inn.status}: ${await inn.text()}`);
  return inn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!.toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`;
}

async function measure(label: string, data: unknown, cookie = '', callable = 'listComments'): Promise<void> {
  const call = async () => {
    const response = await post(`/api/fn/${callable}`, { data }, cookie);
    if (response.status !== 200) throw new Error(`${callable} ${response.status}: ${await response.text()}`);
    return response.json();
  };
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  console.log(`${label}: ${percentiles(times)} (${calls} calls)`);
}

try {
  await db.connect();
  const started = performance.now();
  // 1,000 commenters; `total` comments over the last year, one in ten of them a reply to a top-level
  // one; a few likes on each of the newest, as a busy page would have.
  await db.query(`insert into users (id, email, username, display_name)
    select 'cu' || n, 'cu' || n || '@example.in', 'cu_' || n, case when n % 7 = 0 then '' else 'Commenter ' || n end from generate_series(1, 1000) n`);
  await db.query(
    `insert into comments (id, model_id, user_id, parent_id, body, created_at)
     select 'c' || n, $1, 'cu' || (1 + n % 1000), null, 'Printed it at 0.2 mm, comment ' || n, now() - n * interval '300 seconds'
     from generate_series(1, $2::int) n where n % 10 <> 0`,
    [modelId, total],
  );
  await db.query(
    `insert into comments (id, model_id, user_id, parent_id, body, created_at)
     select 'c' || n, $1, 'cu' || (1 + n % 1000), 'c' || (n - 1), 'A reply, ' || n, now() - n * interval '300 seconds' + interval '1 minute'
     from generate_series(1, $2::int) n where n % 10 = 0`,
    [modelId, total],
  );
  await db.query(`update comments c set reply_count = 1 where id in (select parent_id from comments where model_id = $1 and parent_id is not null)`, [modelId]);
  await db.query(`insert into comment_likes (comment_id, user_id) select 'c' || n, 'cu' || u from generate_series(1, 2000) n, generate_series(1, 3) u where n % 10 <> 0`);
  await db.query(`update comments c set likes = l.n from (select comment_id, count(*)::int n from comment_likes group by comment_id) l where l.comment_id = c.id`);
  await db.query(`update models set comment_count = (select count(*) from comments where model_id = $1) where id = $1`, [modelId]);
  // As many reviews, each by its own reviewer (one review per person and model).
  await db.query(`insert into users (id, email, username, display_name)
    select 'rv' || n, 'rv' || n || '@example.in', 'rv_' || n, 'Reviewer ' || n from generate_series(1, $1::int) n`, [total]);
  await db.query(
    `insert into reviews (id, model_id, reviewer_id, rating, comment, created_at, updated_at)
     select 'r' || n, $1, 'rv' || n, 1 + n % 5, 'Printed fine at 0.2 mm, review ' || n, now() - n * interval '300 seconds', now() - n * interval '300 seconds'
     from generate_series(1, $2::int) n`,
    [modelId, total],
  );
  await db.query(`update models set review_count = s.c, rating_total = s.t, average_rating = s.t::float8 / s.c, rating_score = (15 + s.t)::float8 / (5 + s.c)
    from (select count(*)::int c, sum(rating)::int t from reviews where model_id = $1) s where models.id = $1`, [modelId]);
  await db.query('vacuum analyze reviews');
  await db.query('vacuum analyze comments');
  await db.query('vacuum analyze comment_likes');
  await db.query('vacuum analyze users');
  console.log(`${total} comments (a tenth of them replies) and ${total} reviews on one model in ${((performance.now() - started) / 1000).toFixed(1)} s; PostgreSQL; server node in its own process`);

  const plan = await db.query(
    `explain (analyze, buffers, costs off) select c.id, c.body, c.created_at, u.display_name
     from comments c join users u on u.id = c.user_id
     where c.model_id = $1 and c.parent_id is null order by c.created_at desc nulls last, c.id desc nulls last limit 21`,
    [modelId],
  );
  console.log('first page plan:\n  ' + plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n  '));

  await measure('listComments first page, signed out', { modelId });
  const cookie = await signedIn();
  await measure('listComments first page, signed in (likedByMe)', { modelId }, cookie);
  // The baseline for the signed-in figure: the cheapest signed-in call, which is reading the session alone.
  await measure('  baseline: getSession, signed in', {}, cookie, 'getSession');
  await measure('listReviews first page, signed out', { modelId }, '', 'listReviews');
  await measure('listReviews first page, signed in (mine)', { modelId }, cookie, 'listReviews');
  // A deep page costs what the first does (keyset paging): the cursor after 50,000 comments.
  let cursor: string | null = null;
  for (let i = 0; i < 50_000 / 50; i++) {
    const response = await post('/api/fn/listComments', { data: { modelId, limit: 50, ...(cursor ? { cursor } : {}) } });
    cursor = ((await response.json()) as { result: { nextCursor: string | null } }).result.nextCursor;
  }
  await measure('listComments a page 50,000 comments deep, signed out', { modelId, cursor });
} finally {
  await db.end().catch(() => {});
  await site.drop();
}
