/**
 * Issue 14's fault test: the server is killed with SIGKILL at random points of a tip (between the
 * order and the verify call, inside the verify call, while webhooks are being handled), 50 times.
 * After each restart the browser may verify again and the provider sends what it could not deliver
 * (as Razorpay retries). At the end every captured payment must be posted exactly once and every
 * book must sum to zero.
 *
 *   DATABASE_URL=postgres://…/postgres node --import tsx bench/tip-crash-recovery.ts [runs=50]
 *
 * The server runs in its own process (src/server/main.ts) on a database of the benchmark's own; the
 * Razorpay stand-in runs here.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database';
import { RAZORPAY_WEBHOOK_PATH } from '../src/server/http/razorpay-webhook-route';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';
import { startRazorpayStandIn } from '../src/server/payments/stand-in/razorpay-stand-in';
import { STAND_IN_KEYS } from '../src/server/test/payments-harness';
import { startServerNode, type ServerNode } from '../src/server/test/server-node';
import { TestClient } from '../src/server/test/test-client';
import { createBenchDatabase } from './support/bench-database';

const runs = Number(process.argv[2] ?? 50);
const bench = await createBenchDatabase('tipcrash');
const razorpay = await startRazorpayStandIn({ keys: { live: STAND_IN_KEYS.live } });
razorpay.webhooks.policy = 'hold';
const env = {
  RAZORPAY_API_URL: razorpay.url,
  RAZORPAY_KEY_ID: STAND_IN_KEYS.live.keyId,
  RAZORPAY_KEY_SECRET: STAND_IN_KEYS.live.keySecret,
  RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.live.webhookSecret,
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000',
};
const authSecret = 'crash-bench-secret-that-is-long-enough-0123456789';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (below: number) => Math.floor(Math.random() * below);

let node: ServerNode = await startServerNode({ databaseUrl: bench.url, authSecret, env });
razorpay.webhooks.target = `${node.url}${RAZORPAY_WEBHOOK_PATH}`;

/** Clients keep their cookies; a restarted node is on another port, so their base URL follows it. */
function clientAt(cookies: Map<string, string>) {
  const client = new TestClient(node.url);
  for (const [k, v] of cookies) client.cookies.set(k, v);
  return client;
}
async function signUp(name: string) {
  const client = new TestClient(node.url);
  const email = `${name.toLowerCase()}${Date.now()}@example.in`;
  const up = await client.postJson('/api/auth/sign-up/email', { email, password: 'Kaveri-River-Bend-42', name, username: `${name.toLowerCase()}_${Date.now()}` });
  await client.postJson('/api/auth/sign-in/email', { email, password: 'Kaveri-River-Bend-42' });
  return { id: up.body.user.id as string, cookies: client.cookies };
}
const payer = await signUp('Payer');
const creator = await signUp('Creator');

async function killAndRestart() {
  node.child.kill('SIGKILL');
  await node.stop();
  node = await startServerNode({ databaseUrl: bench.url, authSecret, env });
  razorpay.webhooks.target = `${node.url}${RAZORPAY_WEBHOOK_PATH}`;
}

const points = { 'between order and verify': 0, 'inside verify': 0, 'while webhooks are handled': 0 };
const started = performance.now();
for (let run = 1; run <= runs; run++) {
  const body = { amount: 10 + random(5000), creatorId: creator.id, message: `run ${run}`, testMode: false };
  const order = await clientAt(payer.cookies).call('createRazorpayOrder', body);
  if (order.status !== 200) throw new Error(`run ${run}: createRazorpayOrder answered ${order.status} ${order.error?.message}`);
  const orderId = (order.result as { orderId: string }).orderId;
  const paid = razorpay.pay(orderId);
  if ('error' in paid) throw new Error('the stand-in failed a payment');
  const verify = () => clientAt(payer.cookies).call('verifyRazorpayPayment', { ...body, orderId, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature }).catch(() => null);
  const point = (Object.keys(points) as (keyof typeof points)[])[random(3)]!;
  points[point] += 1;
  if (point === 'between order and verify') {
    await killAndRestart();
  } else if (point === 'inside verify') {
    void verify();
    await wait(random(40));
    await killAndRestart();
  } else {
    void razorpay.webhooks.deliverHeld();
    await wait(random(40));
    await killAndRestart();
  }
  // After the restart: the browser verifies again only sometimes; the provider always delivers.
  if (Math.random() < 0.5) await verify();
  await razorpay.webhooks.deliverHeld();
  await razorpay.webhooks.retryFailed();
  process.stdout.write(`run ${run}/${runs}: killed ${point}\n`);
}
await razorpay.webhooks.retryFailed();
const seconds = (performance.now() - started) / 1000;
await node.stop();

const database = await openDatabase({ kind: 'postgres', url: bench.url }, { migrate: false });
const captured = [...razorpay.payments.values()].filter((p) => p.status === 'captured').map((p) => p.id);
const postings = await database.db.execute<{ key: string; n: string }>(sql`select idempotency_key as key, count(*) as n from ledger_transactions where kind = 'tip' group by idempotency_key`);
const byKey = new Map(postings.rows.map((r) => [r.key, Number(r.n)]));
const wrong = captured.filter((id) => byKey.get(`tip:${id}`) !== 1);
const reconciliation = await reconcileLedger(database.db);
await database.close();
await razorpay.close();
await bench.drop();

console.log(JSON.stringify({ runs, killed: points, captured: captured.length, postedExactlyOnce: captured.length - wrong.length, wrong, extraPostings: byKey.size - captured.length + wrong.length, balanced: reconciliation.balanced, books: reconciliation.books, seconds: Math.round(seconds) }, null, 2));
if (wrong.length > 0 || !reconciliation.balanced || byKey.size !== captured.length) process.exit(1);
