// Sponsored placements (decision 082), issue 31's two figures, on PostgreSQL with two server nodes
// in their own processes and the load from this one:
// 1. getAdsForPlacement with CAMPAIGNS running campaigns, all in one placement (the worst case): its
//    latency at 10 requests at once, against the same call on a placement with none (the baseline:
//    the same route, no campaigns to draw).
// 2. An impression storm at about RATE a second, split over both nodes, each impression from a
//    visitor of its own (a fresh visitor id and address), at one cpm campaign whose budget pays for
//    half of them: the spend must stop at the budget, never past it by one unit.
// Then the settling task posts the spend once and the ledger must balance. By hand:
//   DATABASE_URL=postgres://… node --import tsx bench/sponsored-serving.ts [campaigns=10000] [rate=1000]
// It makes a database of its own next to DATABASE_URL's and drops it at the end.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sponsoredCampaigns } from '../src/server/db/schema';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';
import { settleSponsoredPlacements } from '../src/server/sponsored';
import { startServerNode } from '../src/server/test/server-node';
import { createBenchDatabase } from './support/bench-database';
import { startBenchSite } from './support/bench-site';

const CAMPAIGNS = Number(process.argv[2] ?? 10_000);
const RATE = Number(process.argv[3] ?? 1_000);
const STORM_SECONDS = 10;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const bench = await createBenchDatabase('sponsored');
process.env.DATABASE_URL = bench.url;
const secret = randomBytes(32).toString('hex');
const site = await startBenchSite({ AUTH_SECRET: secret });
const { db } = site.services;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function latencies(url: string, placement: string, requests: number, concurrency: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const body = JSON.stringify({ data: { placement, limit: 5 } });
  const worker = async () => {
    while (next < requests) {
      next++;
      const started = performance.now();
      const response = await fetch(`${url}/api/fn/getAdsForPlacement`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`getAdsForPlacement ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times.sort((a, b) => a - b);
}

const nodes: Awaited<ReturnType<typeof startServerNode>>[] = [];
try {
  // One creator per hundred campaigns, each campaign on a public model of its own, all in explore_grid.
  await db.execute(sql`insert into users (id, email, display_name) select 'sc' || n, 'sc' || n || '@example.in', 'Sponsor ' || n from generate_series(1, ${Math.ceil(CAMPAIGNS / 100)}::int) n`);
  await db.execute(sql`insert into models (id, user_id, title, slug, category, formats, creator_name)
    select 'sm' || n, 'sc' || (1 + (n - 1) / 100), 'Sponsored model ' || n, 'sponsored-model-' || n, '3D Printing', array['stl'], 'Sponsor ' || (1 + (n - 1) / 100)
    from generate_series(1, ${CAMPAIGNS}::int) n`);
  await db.execute(sql`insert into sponsored_campaigns (id, creator_id, request_id, model_id, title, target_url, placement, campaign_type, target_audience, unit_price_paise, budget_paise, duration_days, status, starts_at, ends_at)
    select 'sp' || n, 'sc' || (1 + (n - 1) / 100), 'req' || n, 'sm' || n, 'Sponsored ' || n, '/model/sponsored-model-' || n || '/sm' || n, 'explore_grid',
           case when n % 2 = 0 then 'cpc' else 'cpm' end, 'everyone', case when n % 2 = 0 then 200 else 2 end, 100000, 30, 'active', now(), now() + interval '30 days'
    from generate_series(1, ${CAMPAIGNS}::int) n`);
  // The storm's campaign: ₹100 at 2 paise an impression pays for 5,000, on a placement of its own.
  const budget = 10_000;
  await db.execute(sql`insert into sponsored_campaigns (id, creator_id, request_id, model_id, title, target_url, placement, campaign_type, target_audience, unit_price_paise, budget_paise, duration_days, status, starts_at, ends_at)
    values ('storm', 'sc1', 'storm', 'sm1', 'Storm', '/model/sponsored-model-1/sm1', 'homepage_hero', 'cpm', 'everyone', 2, ${budget}, 30, 'active', now(), now() + interval '30 days')`);
  for (const table of ['users', 'models', 'sponsored_campaigns']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`${CAMPAIGNS.toLocaleString('en-IN')} running campaigns in explore_grid`);

  const env = { NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000000', USER_RATE_LIMIT_PER_MINUTE: '100000000', TRUST_PROXY: 'true', COUNTS_PER_IP_PER_DAY: '1000000', LOG_LEVEL: 'warn' };
  nodes.push(await startServerNode({ databaseUrl: bench.url, authSecret: secret, env }), await startServerNode({ databaseUrl: bench.url, authSecret: secret, env }));
  const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];

  await latencies(a.url, 'explore_grid', 200, 10);
  const line = (name: string, t: number[]) => `${name}: p50 ${percentile(t, 50).toFixed(1)} ms, p95 ${percentile(t, 95).toFixed(1)} ms, p99 ${percentile(t, 99).toFixed(1)} ms`;
  // One at a time (what a request costs) and ten at once (two cores shared by queued requests).
  for (const concurrency of [1, 10]) {
    const baseline = await latencies(a.url, 'download_modal', 1_000, concurrency);
    const served = await latencies(a.url, 'explore_grid', 1_000, concurrency);
    console.log(line(`${concurrency} at once, getAdsForPlacement on a placement with none (baseline)`, baseline));
    console.log(line(`${concurrency} at once, getAdsForPlacement among ${CAMPAIGNS.toLocaleString('en-IN')} campaigns`, served));
  }

  // The storm: RATE impressions a second for STORM_SECONDS, alternating nodes, each from a new visitor.
  const total = RATE * STORM_SECONDS;
  const body = JSON.stringify({ data: { adId: 'storm', placement: 'homepage_hero' } });
  let counted = 0;
  let refused = 0;
  let failed = 0;
  const sent: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const node = i % 2 === 0 ? a : b;
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    sent.push(
      fetch(`${node.url}/api/fn/trackAdImpression`, { method: 'POST', headers: { 'content-type': 'application/json', origin: node.url, 'user-agent': BROWSER, 'x-forwarded-for': address }, body })
        .then((r) => r.json() as Promise<{ result?: { success: boolean; counted: boolean } }>)
        .then((answer) => {
          if (answer.result?.counted) counted++;
          else if (answer.result?.success) refused++;
          else failed++;
        }),
    );
  }
  await Promise.all(sent);
  const seconds = (performance.now() - started) / 1000;
  const [storm] = await db.select().from(sponsoredCampaigns).where(eq(sponsoredCampaigns.id, 'storm'));
  console.log(
    `storm: ${total.toLocaleString('en-IN')} impressions in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} a second) over two nodes: ${counted} counted, ${refused} not (budget spent), ${failed} failed; ` +
      `spent ${storm!.spentPaise} of ${storm!.budgetPaise} paise (${storm!.spentPaise <= storm!.budgetPaise ? 'never past the budget' : 'OVERSPENT'}), impressions ${storm!.impressions}, counted × 2 paise = ${counted * 2}`,
  );

  const settleStarted = performance.now();
  let changed = 0;
  for (let n = await settleSponsoredPlacements(db, site.services.jobs); n > 0; n = await settleSponsoredPlacements(db, site.services.jobs)) changed += n;
  console.log(`settling: ${changed} campaigns changed in ${(performance.now() - settleStarted).toFixed(0)} ms; ledger balanced: ${(await reconcileLedger(db)).balanced}`);
} finally {
  for (const node of nodes) await node.stop();
  await site.close();
  await bench.drop();
}
