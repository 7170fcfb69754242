// Issue 32's cluster figures: the model page's and explore's API through nginx with 1, 2 and 3
// nodes in one run; then, on 3 nodes under load, a node SIGKILLed and a rolling restart. Run by hand
// (PostgreSQL and Debian's nginx; autocannon here, in this process, the nodes in their own):
//   DATABASE_URL=postgres://… node --import tsx bench/cluster-load.ts [seconds=15] [connections=200]
import autocannon from 'autocannon';
import pg from 'pg';
import { fixture, uploadFile } from '../src/server/test/model-factories';
import { testImage } from '../src/server/test/factories';
import { startCluster, type Cluster } from '../src/server/test/cluster/start-cluster';
import { createBenchDatabase } from './support/bench-database';
import { memberClient, signUpMember } from './support/bench-members';

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 200);
const database = await createBenchDatabase('cluster');
// Budgets key on the client's address, and every request here comes from one: lift them.
const env = { RATE_LIMIT_PER_MINUTE: '100000000', USER_RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };

async function seed(cluster: Cluster): Promise<string> {
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const member = await signUpMember(cluster.url, 'Asha', (id) => sql.query('update users set is_verified = true where id = $1', [id]).then(() => undefined));
  const client = memberClient(cluster.url, member);
  let modelId = '';
  // Fewer than a Basic Creator's 10 a month.
  for (let i = 0; i < 8; i++) {
    const made = await client.call<{ model: { id: string } }>('createModel', {
      title: `Cluster bench cube ${i + 1}`,
      category: '3D Printing',
      tags: ['calibration'],
      visibility: 'public',
      fileUploadIds: [await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'cube.stl')],
      previewUploadIds: [await uploadFile(client, await testImage('png', 900), 'front.png', 'preview')],
    });
    if (made.status !== 200) throw new Error(`createModel answered ${made.status}: ${JSON.stringify(made.error)}`);
    modelId = made.result!.model.id;
  }
  await sql.query('vacuum analyze');
  await sql.end();
  return modelId;
}

const post = (data: unknown) => ({ method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) });

// Errors: connections that ended without an answer (a browser sends such a request again); non-2xx: answers.
const summary = (result: autocannon.Result) => ({ rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors, non2xx: result.non2xx, errors: result.errors, total: result.requests.total });

async function load(url: string, body: ReturnType<typeof post>, durationS: number) {
  return summary(await autocannon({ url, connections, duration: durationS, ...body }));
}

let modelId = '';
console.log(`PostgreSQL, ${connections} connections, ${seconds} s each, through nginx`);
for (const nodes of [1, 2, 3]) {
  const cluster = await startCluster({ databaseUrl: database.url, nodes, env });
  try {
    if (!modelId) modelId = await seed(cluster);
    const page = await load(`${cluster.url}/api/fn/getModel`, post({ modelId }), seconds);
    const explore = await load(`${cluster.url}/api/fn/searchModels`, post({ sortBy: 'popular' }), seconds);
    console.log(`${nodes} node${nodes > 1 ? 's' : ' '}: model page ${page.rps.toFixed(0)} req/s p99 ${page.p99} ms (bad ${page.bad}); explore ${explore.rps.toFixed(0)} req/s p99 ${explore.p99} ms (bad ${explore.bad})`);
    if (nodes < 3) continue;

    // A node SIGKILLed 3 s into a run; what the next run sees.
    const during = load(`${cluster.url}/api/fn/getModel`, post({ modelId }), 8);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const killedAt = Date.now();
    await cluster.kill(1);
    await cluster.settled();
    const outMs = Date.now() - killedAt;
    const duringKill = await during;
    const afterKill = await load(`${cluster.url}/api/fn/getModel`, post({ modelId }), 8);
    console.log(`kill: out of rotation ${outMs} ms after SIGKILL; the run it fell in: ${duringKill.bad} of ${duringKill.total} failed (${duringKill.non2xx} non-2xx, ${duringKill.errors} unanswered); the next run: ${afterKill.bad} of ${afterKill.total} failed`);
    await cluster.restart(1);

    // Every node restarted in turn (SIGTERM: drain, close, a new node) under load.
    let stopRolling = () => {};
    const rolling = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: `${cluster.url}/api/fn/getModel`, connections, duration: 600, ...post({ modelId }) }, (error, result) => (error ? reject(error) : resolve(result)));
      stopRolling = () => instance.stop();
    });
    const startedAt = Date.now();
    for (let i = 0; i < 3; i++) await cluster.restart(i);
    stopRolling();
    const rolled = summary(await rolling);
    console.log(`rolling restart of 3 nodes in ${((Date.now() - startedAt) / 1000).toFixed(0)} s under load: ${rolled.bad} of ${rolled.total} requests failed (${rolled.non2xx} answered non-2xx, ${rolled.errors} connections closed unanswered)`);
  } finally {
    await cluster.stop();
  }
}
await database.drop();
