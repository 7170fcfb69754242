/**
 * Issue 15's fault test: the server is killed with SIGKILL at random points of an admin's
 * processWithdrawal (approve) — while the call is under way, right after it answered, and while the
 * payout webhooks are being delivered — once per withdrawal, `runs` times. After each restart the
 * admin sometimes calls again, and RazorpayX (the stand-in, here) delivers what it held and retries
 * what failed. The re-drive pays approvals whose payout was never made once they are a minute old
 * (a constant, REDRIVE_AFTER_MS, with no setting), so the benchmark waits for it once, after all
 * runs. At the end every withdrawal must be completed, paid once by RazorpayX, posted once, with the
 * creator's balance right to the paisa and the ledger reconciled.
 *
 *   DATABASE_URL=postgres://…/postgres nice -n 10 node --import tsx bench/withdrawal-crash-recovery.ts [runs=50]
 *
 * The server runs in its own process (src/server/main.ts) on a database of the benchmark's own; the
 * Razorpay and RazorpayX stand-in runs here.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database';
import { users, withdrawalRequests } from '../src/server/db/schema';
import { RAZORPAY_WEBHOOK_PATH } from '../src/server/http/razorpay-webhook-route';
import { RAZORPAYX_WEBHOOK_PATH } from '../src/server/http/razorpayx-webhook-route';
import { accountBalance } from '../src/server/money/account-balance';
import { creatorEarnings, withdrawalHolds } from '../src/server/money/ledger-accounts';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';
import { withdrawalPayoutKey } from '../src/server/payouts/payout-gateway';
import { startRazorpayStandIn } from '../src/server/payments/stand-in/razorpay-stand-in';
import { STAND_IN_KEYS } from '../src/server/test/payments-harness';
import { PAYOUT_STAND_IN_KEYS, payoutsStandInEnv } from '../src/server/test/payout-harness';
import { startServerNode, type ServerNode } from '../src/server/test/server-node';
import { createBenchDatabase } from './support/bench-database';
import { memberClient, signUpMember, type BenchMember } from './support/bench-members';

const runs = Number(process.argv[2] ?? 50);
const bench = await createBenchDatabase('wdcrash');
const razorpay = await startRazorpayStandIn({ keys: { live: STAND_IN_KEYS.live }, payouts: PAYOUT_STAND_IN_KEYS });
const x = razorpay.payouts!;
const env = {
  ...payoutsStandInEnv(razorpay.url),
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000',
};
const authSecret = 'withdrawal-crash-bench-secret-long-enough-0123456789';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (below: number) => Math.floor(Math.random() * below);
const log = (line: string) => process.stdout.write(`${line}\n`);

let node: ServerNode = await startServerNode({ databaseUrl: bench.url, authSecret, env });
function target() {
  razorpay.webhooks.target = `${node.url}${RAZORPAY_WEBHOOK_PATH}`;
  x.webhooks.target = `${node.url}${RAZORPAYX_WEBHOOK_PATH}`;
}
target();
async function killAndRestart() {
  node.child.kill('SIGKILL');
  await node.stop();
  node = await startServerNode({ databaseUrl: bench.url, authSecret, env });
  target();
}
// The node migrated the database; the benchmark reads it (and makes an admin) on its own connection.
const database = await openDatabase({ kind: 'postgres', url: bench.url }, { migrate: false });
const { db } = database;

const call = async (who: BenchMember, name: string, data: unknown) => {
  const answer = await memberClient(node.url, who).call(name, data);
  if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${answer.error?.message}`);
  return answer.result as any;
};

// ---- Once: a creator with live earnings (a real ₹1,00,000 tip through the stand-in), 1,000 downloads, a UPI id; an admin.
const payer = await signUpMember(node.url, 'Payer');
const creator = await signUpMember(node.url, 'Creator', async (id) => {
  await db.update(users).set({ totalDownloads: 1_000 }).where(eq(users.id, id));
});
const admin = await signUpMember(node.url, 'Admin', async (id) => {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
});
const tip = { amount: 100_000, creatorId: creator.id, message: 'for the payouts benchmark', testMode: false };
const order = await call(payer, 'createRazorpayOrder', tip);
const paid = razorpay.pay(order.orderId);
if ('error' in paid) throw new Error('the stand-in failed the tip payment');
await call(payer, 'verifyRazorpayPayment', { ...tip, orderId: order.orderId, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature });
await razorpay.webhooks.settled();
const upi = await call(creator, 'verifyUpiVpa', { upiId: 'asha.rao@okaxis' });
if (!upi.valid || !upi.destination) throw new Error('verifyUpiVpa did not keep the UPI id');
const earnedAtStart = await accountBalance(db, creatorEarnings('live', creator.id));

// ---- One pending withdrawal per run, made as the creator makes them (createWithdrawalRequest): ₹100 to ₹800 with paise.
const withdrawals: { id: string; amount: number; netAmount: number; processingFee: number }[] = [];
for (let i = 0; i < runs; i++) {
  const rupees = (10_000 + random(70_000)) / 100;
  const made = await call(creator, 'createWithdrawalRequest', { amount: rupees, paymentMethod: 'upi', accountDetails: { destinationId: upi.destination.id }, requestId: randomUUID() });
  withdrawals.push({ id: made.withdrawal.id, amount: made.withdrawal.amount, netAmount: made.withdrawal.netAmount, processingFee: made.withdrawal.processingFee });
}
const askedFor = withdrawals.reduce((sum, w) => sum + w.amount, 0);
log(`creator earned ${earnedAtStart} paise; ${runs} pending withdrawals of ${askedFor} paise in all`);

// ---- The runs. RazorpayX holds its webhooks until the benchmark delivers them (policy 'hold').
x.webhooks.policy = 'hold';
const statusOf = async (id: string) => (await db.select({ status: withdrawalRequests.status }).from(withdrawalRequests).where(eq(withdrawalRequests.id, id)))[0]!.status;
const approve = (id: string) => memberClient(node.url, admin).call('processWithdrawal', { withdrawalId: id, action: 'approve' }).catch(() => null);
const points = { 'while approve is under way': 0, 'right after approve answered': 0, 'while payout webhooks are delivered': 0 };
const afterRestart = { approvedAgain: 0, answers: {} as Record<string, number>, statusAfterRun: {} as Record<string, number> };
const started = performance.now();
for (let run = 1; run <= runs; run++) {
  const w = withdrawals[run - 1]!;
  const point = (Object.keys(points) as (keyof typeof points)[])[random(3)]!;
  points[point] += 1;
  if (point === 'while approve is under way') {
    void approve(w.id);
    await wait(random(60));
  } else if (point === 'right after approve answered') {
    await approve(w.id);
  } else {
    await approve(w.id);
    void x.webhooks.deliverHeld();
    await wait(random(30));
  }
  await killAndRestart();
  // The admin looks again only sometimes (a pending one shows in the queue; a processing one answers 409).
  if (Math.random() < 0.5) {
    afterRestart.approvedAgain += 1;
    const answer = await approve(w.id);
    const key = String(answer?.status ?? 'no answer');
    afterRestart.answers[key] = (afterRestart.answers[key] ?? 0) + 1;
  }
  // RazorpayX always delivers what it held and retries what our dead node never answered.
  await x.webhooks.deliverHeld();
  await x.webhooks.retryFailed();
  const status = await statusOf(w.id);
  afterRestart.statusAfterRun[status] = (afterRestart.statusAfterRun[status] ?? 0) + 1;
  log(`run ${run}/${runs}: killed ${point}; now ${status}`);
}

// ---- After the runs: the admin's queue (approvals that died before they committed are still pending there).
const ids = withdrawals.map((w) => w.id);
const stillPending = await db.select({ id: withdrawalRequests.id }).from(withdrawalRequests).where(and(inArray(withdrawalRequests.id, ids), eq(withdrawalRequests.status, 'pending')));
let approvedFromQueue = 0;
for (const { id } of stillPending) {
  const answer = await approve(id);
  if (answer?.status === 200) approvedFromQueue += 1;
}
x.webhooks.policy = 'immediate';
await x.webhooks.deliverHeld();
await x.webhooks.retryFailed();

// ---- The re-drive: approvals left processing without a payout are paid once they are a minute old (every minute).
const redriveStarted = performance.now();
const unpaid = async () =>
  (await db.select({ id: withdrawalRequests.id, status: withdrawalRequests.status, payoutId: withdrawalRequests.payoutId }).from(withdrawalRequests).where(inArray(withdrawalRequests.id, ids))).filter(
    (r) => r.status !== 'completed',
  );
let left = await unpaid();
const waitingForRedrive = left.filter((r) => r.status === 'processing' && !r.payoutId).length;
log(`${left.length} not completed yet (${waitingForRedrive} processing without a payout); waiting for the re-drive…`);
const deadline = Date.now() + 200_000;
while (left.length > 0 && Date.now() < deadline) {
  await wait(2_000);
  await x.webhooks.settled();
  await x.webhooks.retryFailed();
  left = await unpaid();
}
const redriveSeconds = (performance.now() - redriveStarted) / 1000;
const seconds = (performance.now() - started) / 1000;
await x.webhooks.settled();
const summary = (await memberClient(node.url, creator).call('getCreatorEarnings', { timeRange: 'all' })).result as any;
await node.stop();

// ---- The checks.
const rows = await db.select().from(withdrawalRequests).where(inArray(withdrawalRequests.id, ids));
const byStatus: Record<string, number> = {};
for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
const postings = await db.execute<{ id: string; kind: string; n: string }>(sql`
  select details->>'withdrawalId' as id, kind, count(*)::text as n from ledger_transactions
   where kind like 'withdrawal%' group by 1, 2`);
const postingsOf = (id: string, kind: string) => Number(postings.rows.find((p) => p.id === id && p.kind === kind)?.n ?? 0);
const payoutsOf = (id: string) => [...x.payouts.values()].filter((p) => p.notes.withdrawalId === id);
const problems: string[] = [];
for (const w of withdrawals) {
  const row = rows.find((r) => r.id === w.id)!;
  const made = payoutsOf(w.id);
  if (row.status !== 'completed') problems.push(`${w.id}: ${row.status}${row.failureReason ? ` (${row.failureReason})` : ''}`);
  if (made.length !== 1) problems.push(`${w.id}: ${made.length} RazorpayX payouts`);
  else {
    if (made[0]!.amount !== w.netAmount) problems.push(`${w.id}: paid ${made[0]!.amount} paise, not its net ${w.netAmount}`);
    if (made[0]!.status !== 'processed') problems.push(`${w.id}: its payout is ${made[0]!.status}`);
    if (row.payoutId !== made[0]!.id) problems.push(`${w.id}: payout id ${row.payoutId}, RazorpayX's is ${made[0]!.id}`);
  }
  const keys = new Set(x.payoutRequests.filter((r) => (r.body.notes as Record<string, string> | undefined)?.withdrawalId === w.id).map((r) => r.idempotencyKey));
  if (keys.size !== 1 || !keys.has(withdrawalPayoutKey(w.id, 1))) problems.push(`${w.id}: payout requests under keys ${[...keys].join(', ')}`);
  for (const [kind, want] of [['withdrawal_reserve', 1], ['withdrawal_paid', 1], ['withdrawal_release', 0], ['withdrawal_reversed', 0]] as const) {
    const n = postingsOf(w.id, kind);
    if (n !== want) problems.push(`${w.id}: ${n} ${kind} postings`);
  }
}
const available = await accountBalance(db, creatorEarnings('live', creator.id));
const held = await accountBalance(db, withdrawalHolds(creator.id));
if (available !== earnedAtStart - askedFor) problems.push(`available ${available} paise, expected ${earnedAtStart - askedFor}`);
if (held !== 0) problems.push(`withdrawal holds ${held} paise, expected 0`);
if (summary?.summary?.availableBalance !== earnedAtStart - askedFor) problems.push(`getCreatorEarnings says available ${summary?.summary?.availableBalance}`);
if (summary?.summary?.totalWithdrawn !== askedFor) problems.push(`getCreatorEarnings says withdrawn ${summary?.summary?.totalWithdrawn}, expected ${askedFor}`);
if (summary?.summary?.pendingWithdrawals !== 0) problems.push(`getCreatorEarnings says pending ${summary?.summary?.pendingWithdrawals}`);
const reconciliation = await reconcileLedger(db);
if (!reconciliation.balanced) problems.push('the ledger does not reconcile');
await database.close();
await razorpay.close();
await bench.drop();

const payoutRequestsMade = x.payoutRequests.filter((r) => (r.body.notes as Record<string, string> | undefined)?.kind === 'withdrawal').length;
console.log(
  JSON.stringify(
    {
      runs,
      killed: points,
      afterRestart,
      approvedFromQueueAtEnd: approvedFromQueue,
      leftForRedrive: waitingForRedrive,
      redriveWaitSeconds: Math.round(redriveSeconds),
      statuses: byStatus,
      completedExactlyOnce: withdrawals.filter((w) => rows.find((r) => r.id === w.id)?.status === 'completed' && postingsOf(w.id, 'withdrawal_paid') === 1).length,
      razorpayxPayouts: [...x.payouts.values()].filter((p) => p.notes.kind === 'withdrawal').length,
      payoutRequests: payoutRequestsMade,
      withdrawalPaidPostings: withdrawals.reduce((n, w) => n + postingsOf(w.id, 'withdrawal_paid'), 0),
      releasedOrReversed: withdrawals.reduce((n, w) => n + postingsOf(w.id, 'withdrawal_release') + postingsOf(w.id, 'withdrawal_reversed'), 0),
      creator: { earnedPaise: earnedAtStart, withdrawnPaise: askedFor, availablePaise: available, expectedAvailablePaise: earnedAtStart - askedFor, heldPaise: held },
      balanced: reconciliation.balanced,
      books: reconciliation.books,
      mismatchedHolds: reconciliation.mismatchedHolds,
      problems,
      seconds: Math.round(seconds),
    },
    null,
    2,
  ),
);
if (problems.length > 0) process.exit(1);
