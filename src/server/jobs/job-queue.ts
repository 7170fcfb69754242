import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/database';
import { sqlInTransaction } from '../db/sql-in-transaction';
import { createDueQueueWatch } from './due-queue-watch';
import { createJobNodeLiveness, type LivenessTimings } from './job-node-liveness';

/** A task that runs once per period across every node on one database (decision 024). */
export interface PeriodicTask {
  /** The pg-boss queue's name: lower-case words and dashes. */
  name: string;
  periodMs: number;
  run(): Promise<unknown>;
}

/** A queue whose jobs are sent by the app (an event's consumer): each job runs once, retried on failure. */
export interface QueueHandler {
  name: string;
  handle(data: unknown): Promise<void>;
  /**
   * Jobs taken per poll (default 1). A worker polls about once a second, so a queue that must keep
   * up with a storm (a notification per like) takes several and runs them one after another.
   */
  batchSize?: number;
  /** Jobs of one batch run at once (default 1: one after another). Such handlers must not depend on order. */
  concurrency?: number;
  /**
   * Jobs of one batch with the same key do the same work (a job that looks at everything committed
   * so far): the batch runs one of them. Every job fetched was committed, so its data is there.
   */
  sameWorkKey?(data: unknown): string;
  /** Seconds between looks for a due job while the queue is empty (default 1; at least 0.1). */
  pollingIntervalSeconds?: number;
  /** Takes a whole batch at once, in place of `handle` per job (reads and writes shared by the batch). */
  handleBatch?(data: unknown[]): Promise<void>;
}

/** A job that waits: pg-boss does not offer it to a worker before `startAfterSeconds` have passed. */
export interface SendOptions {
  startAfterSeconds?: number;
}

export interface JobQueue {
  /** This server node's id among the nodes running jobs (`job_nodes`): work it claims elsewhere can name it. */
  readonly nodeId: string;
  /**
   * Installs or upgrades pg-boss's tables (once, whichever node is first) and starts the workers.
   * `onDemand` (tests): no worker polls and no periodic task is offered; jobs wait for drain().
   */
  start(work: { periodic: PeriodicTask[]; queues: QueueHandler[]; onDemand?: boolean }): Promise<void>;
  /**
   * Runs every job due now in the queues, and every job those send, until none is left; answers
   * how many ran. A handler's failure fails its job (retried later, as a worker's would be) and
   * is thrown. For on-demand mode: a test drains, then checks what did or did not happen.
   * `dueWithinSeconds` also runs the jobs due within that many seconds, as if that time had passed
   * for the queues (a notification's grouping waits a second on purpose). A job sent with a wait of
   * d just before is due a moment after d from now: ask for more than d.
   */
  drain(options?: { dueWithinSeconds?: number }): Promise<number>;
  /** Sends a job that exists only if the caller's transaction commits. */
  sendInTransaction(tx: Tx, queue: string, data: object, options?: SendOptions): Promise<void>;
  /** Stops taking work and lets what is running finish (within a limit). */
  stop(): Promise<void>;
}

/** Runs `run` on every item, at most `limit` at a time; fails with the first failure once all have settled. */
async function eachAtMost<T>(limit: number, items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await run(items[next++]!);
  });
  const results = await Promise.allSettled(lanes);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** pg-boss's tables live in their own schema, beside the app's, on the same database. */
export const JOB_SCHEMA = 'pgboss';
/** Unique violation, duplicate schema, table or object, and deadlock: what racing installs meet. */
const RACE_CODES = new Set(['23505', '42P06', '42P07', '42710', '40P01']);
/** How often every node offers each periodic task's next run; pg-boss keeps one per period. */
const LONGEST_OFFER_GAP_MS = 30_000;
/**
 * The longest period a task may have: a period is pg-boss's throttling interval, which may not
 * exceed its archive interval (12 hours by default); longer, every offer fails.
 */
export const LONGEST_TASK_PERIOD_MS = 12 * 60 * 60 * 1000;
/**
 * A run still going after this long is failed and may run again (pg-boss's expiry). A run whose
 * node died is failed within seconds by the nodes' heartbeats instead (job-node-liveness.ts).
 */
const LONGEST_RUN_SECONDS = 15 * 60;
/**
 * A worker's own poll, behind the node's one look for due jobs in all its queues (due-queue-watch.ts),
 * which wakes it sooner: only a look that failed leaves a job waiting this long.
 */
const WORKER_FALLBACK_POLL_SECONDS = 30;

/**
 * Durable jobs on pg-boss, through the app's own connection pool (or PGlite instance).
 *
 * A periodic task is a queue with the `singleton` policy (one run at a time across all nodes).
 * Every node offers the next run at the start of each period with a throttled send: pg-boss
 * accepts one job per task per period (a unique index on the period's slot), so however many
 * nodes run, the task runs once per period. pg-boss's cron needs whole minutes; these periods
 * are the task's own, and tests can use seconds.
 */
export function createJobQueue(database: Database, log: FastifyBaseLogger, options: { liveness?: LivenessTimings } = {}): JobQueue {
  let stopping = false;
  /** Whether workers took jobs: on demand, drain() awaits each completion itself. */
  let working = false;
  const makeBoss = () => {
    const made = new PgBoss({
      // Its polls and bookkeeping on the background connections, beside the handlers' work.
      db: { executeSql: (text, values) => database.background.executeSql(text, values) },
      schema: JOB_SCHEMA,
      // Cron is not used (see above): no clock or cron monitors on every node.
      schedule: false,
    });
    made.on('error', (error) => {
      // While stopping, a worker's last poll can meet the closing database: nothing is lost.
      if (!stopping) log.error({ err: error }, 'job queue error');
    });
    return made;
  };
  let boss = makeBoss();
  const timers: NodeJS.Timeout[] = [];
  /** Each queue's worker on this node, woken by the watch when the queue has a job due. */
  const workerIds = new Map<string, string>();
  const watch = createDueQueueWatch({
    executeSql: (text, values) => database.background.executeSql(text, values),
    schema: JOB_SCHEMA,
    wake: (names) => {
      for (const name of names) {
        const workerId = workerIds.get(name);
        if (workerId) boss.notifyWorker(workerId);
      }
    },
    onError: (error) => {
      if (!stopping) log.error({ err: error }, 'could not look for due jobs');
    },
  });
  const liveness = createJobNodeLiveness({ database, boss: () => boss, schema: JOB_SCHEMA, log, timings: options.liveness });
  const queueNames: string[] = [];
  /** Each queue's batch handler and batch size, for the workers and for drain(). */
  const batches = new Map<string, { batchSize: number; run: (jobs: PgBoss.Job<unknown>[]) => Promise<void> }>();
  /** The handler, with its jobs claimed by this node's heartbeat while it runs. */
  const claiming =
    (handler: (jobs: PgBoss.Job<unknown>[]) => Promise<void>) =>
    async (jobs: PgBoss.Job<unknown>[]) => {
      const ids = jobs.map((job) => job.id);
      liveness.claim(ids);
      try {
        await handler(jobs);
      } finally {
        liveness.release(ids);
      }
    };

  async function offer(task: PeriodicTask): Promise<void> {
    const periodSeconds = Math.max(1, Math.round(task.periodMs / 1000));
    await boss.send(task.name, {}, { singletonKey: task.name, singletonSeconds: periodSeconds, retryLimit: 0 });
  }

  /**
   * Nodes starting together on a new database race to install pg-boss's tables and to create the
   * same queues, and all but one meet a duplicate-object error or a deadlock: those try again once
   * the winner has finished (and then find the work done).
   */
  async function retryingRaces(step: () => Promise<unknown>, beforeRetry = () => {}): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await step();
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || !RACE_CODES.has(code ?? '')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        beforeRetry();
      }
    }
  }
  // A failed start leaves pg-boss's own "starting" flag set: the next attempt needs a new instance.
  const startBoss = () => retryingRaces(() => boss.start(), () => (boss = makeBoss()));
  const createQueue = (name: string, options: Omit<PgBoss.Queue, 'name'>) => retryingRaces(() => boss.createQueue(name, { name, ...options }));

  return {
    nodeId: liveness.nodeId,
    async start({ periodic, queues, onDemand = false }) {
      const tooLong = periodic.find((task) => task.periodMs > LONGEST_TASK_PERIOD_MS);
      if (tooLong) throw new Error(`the periodic task ${tooLong.name} runs every ${tooLong.periodMs} ms; pg-boss allows at most ${LONGEST_TASK_PERIOD_MS}`);
      await startBoss();
      working = !onDemand;
      liveness.start(() => queueNames);
      for (const queue of queues) {
        await createQueue(queue.name, { policy: 'standard', retryLimit: 8, retryDelay: 1, retryBackoff: true });
        const batchSize = queue.batchSize ?? 1;
        queueNames.push(queue.name);
        const run = async (jobs: PgBoss.Job<unknown>[]) => {
          // A batch fails and is retried whole: such queues' handlers are idempotent.
          const work = queue.sameWorkKey ? [...new Map(jobs.map((job) => [queue.sameWorkKey!(job.data), job])).values()] : jobs;
          if (queue.handleBatch) await queue.handleBatch(work.map((job) => job.data));
          else await eachAtMost(queue.concurrency ?? 1, work, (job) => queue.handle(job.data));
        };
        batches.set(queue.name, { batchSize, run });
        if (onDemand) continue;
        const workerId: string = await boss.work(queue.name, { pollingIntervalSeconds: WORKER_FALLBACK_POLL_SECONDS, batchSize }, claiming(async (jobs) => {
          await run(jobs);
          // A full batch means more are waiting: fetch again at once rather than after the next look.
          if (jobs.length === batchSize) boss.notifyWorker(workerId);
        }));
        workerIds.set(queue.name, workerId);
        watch.add({ name: queue.name, everySeconds: queue.pollingIntervalSeconds ?? 1 });
      }
      if (onDemand) return;
      for (const task of periodic) {
        await createQueue(task.name, { policy: 'singleton', expireInSeconds: LONGEST_RUN_SECONDS });
        queueNames.push(task.name);
        const workerId = await boss.work(task.name, { pollingIntervalSeconds: WORKER_FALLBACK_POLL_SECONDS }, claiming(async () => {
          await task.run();
        }));
        workerIds.set(task.name, workerId);
        watch.add({ name: task.name, everySeconds: Math.min(2, Math.max(0.5, task.periodMs / 4000)) });
        const offerNow = () =>
          offer(task).catch((error: unknown) => {
            if (!stopping) log.error({ err: error }, `could not offer a run of ${task.name}`);
          });
        void offerNow();
        const timer = setInterval(offerNow, Math.min(task.periodMs, LONGEST_OFFER_GAP_MS));
        timer.unref();
        timers.push(timer);
      }
      watch.start();
    },
    async drain({ dueWithinSeconds = 0 } = {}) {
      let ran = 0;
      // Jobs send jobs (an event's consumer records another): pass over every queue until one
      // whole pass finds nothing due.
      for (let found = true; found; ) {
        found = false;
        if (dueWithinSeconds > 0) {
          await database.background.executeSql(
            `update ${JOB_SCHEMA}.job set start_after = now() where name = any($1) and state in ('created', 'retry') and start_after > now() and start_after <= now() + make_interval(secs => $2)`,
            [[...batches.keys()], dueWithinSeconds],
          );
        }
        for (const [name, { batchSize, run }] of batches) {
          const jobs = await boss.fetch(name, { batchSize });
          if (jobs.length === 0) continue;
          found = true;
          const ids = jobs.map((job) => job.id);
          try {
            await claiming(run)(jobs);
          } catch (error) {
            await boss.fail(name, ids);
            throw error;
          }
          await boss.complete(name, ids);
          ran += jobs.length;
        }
      }
      return ran;
    },
    async sendInTransaction(tx, queue, data, options = {}) {
      // As a moment: pg-boss's seconds form arrives as a timestamp parameter that PostgreSQL cannot read.
      const wait = options.startAfterSeconds !== undefined ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) } : {};
      await boss.send(queue, data, { db: sqlInTransaction(tx), ...wait });
    },
    async stop() {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      await watch.stop();
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
      // pg-boss counts a job as finished when its handler returns, before its completion is written:
      // let that last write end before the caller closes the database under it.
      if (working) await new Promise((resolve) => setTimeout(resolve, 300));
      await liveness.stop();
    },
  };
}
