// Lighthouse (mobile, its default simulated throttling) on the demo site's home, explore and a model
// page, as issue 9 measures them. Goal: performance ≥ 90, CLS < 0.1, LCP < 2.5 s, TBT < 200 ms.
// Run by hand on a quiet machine:
//   node --import tsx bench/page-speed.ts [--runs 5]
// It builds the site if stale, seeds the demo models into a temp DATA_DIR, starts the built server
// (NODE_ENV=production) in its own process and runs the lighthouse CLI on the system Chromium.
// Each figure is the median of the runs (by performance score).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { makeDataDir, startServer } from '../e2e/support/server';
import { repoRoot } from '../e2e/support/paths';
import { lighthouseFigures } from './support/lighthouse';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
const dataDir = makeDataDir();
const env = { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), HOME_FEED_CACHE_SECONDS: '60', LOG_LEVEL: 'warn' };
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
  cwd: repoRoot,
  env: { ...process.env, ...env, DATABASE_URL: '', DATA_DIR: dataDir },
  encoding: 'utf8',
});
if (seeded.status !== 0) throw new Error(`seeding the demo failed:\n${seeded.stderr}${seeded.stdout}`);

const server = await startServer({ dataDir, env });
try {
  const [first] = await (
    await fetch(`${server.url}/api/fn/searchModels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { sort: 'downloads', limit: 1 } }),
    })
  ).json().then((body: { result: { models: { id: string; slug: string }[] } }) => body.result.models);
  if (!first) throw new Error('the demo site has no public model');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'explore', path: '/explore' },
    { name: 'model page', path: `/model/${first.slug}/${first.id}` },
  ];
  // One unmeasured load per page warms the server's caches, as a site in use has them warm.
  for (const page of pages) await fetch(`${server.url}${page.path}`);
  // Chromium's first start on a machine is slow to settle: one unreported run.
  lighthouseFigures(`${server.url}/about`, dataDir);
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling; median by score`);
  console.log('page          score   FCP ms   LCP ms   TBT ms    CLS    SI ms');
  for (const page of pages) {
    const runs = Array.from({ length: RUNS }, () => lighthouseFigures(`${server.url}${page.path}`, dataDir)).sort((a, b) => a.score - b.score);
    const m = runs[Math.floor(runs.length / 2)]!;
    const n = (x: number) => String(Math.round(x)).padStart(8);
    console.log(`${page.name.padEnd(12)} ${String(m.score).padStart(6)} ${n(m.fcp)} ${n(m.lcp)} ${n(m.tbt)} ${m.cls.toFixed(3).padStart(7)} ${n(m.si)}   (scores ${runs.map((r) => r.score).join(', ')})`);
  }
} finally {
  await server.stop();
}
