/** A queue the watch looks at, and how often (seconds) while it has nothing due. */
export interface WatchedQueue {
  name: string;
  everySeconds: number;
}

export interface DueQueueWatch {
  /** Looks at these queues from now on (each as often as it asks), with the ones already watched. */
  add(queue: WatchedQueue): void;
  start(): void;
  /** No look starts after this; resolves once the one under way (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * One statement answers, for every queue whose turn has come, whether a job is due in it: the
 * partial index pg-boss keeps on waiting jobs (name, start_after) makes each an index probe.
 */
function dueQueuesSql(schema: string): string {
  return `select q.name from unnest($1::text[]) as q(name)
    where exists (select 1 from ${schema}.job j where j.name = q.name and j.state < 'active' and j.start_after < now())`;
}

/**
 * A node's one look at its database for all its queues, in place of a poll per queue (decision 073).
 * pg-boss polls each queue with its own statement; with thirty queues that is thirty statements a
 * second per node while nothing happens. Here one statement every half second names the queues that
 * have work, and only their workers are woken (`wake`); the workers' own polls become a slow
 * fallback. How soon a job starts is unchanged: within its queue's interval of becoming due.
 */
export function createDueQueueWatch(options: {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  schema: string;
  wake(names: string[]): void;
  onError(error: unknown): void;
}): DueQueueWatch {
  const queues = new Map<string, { everyMs: number; nextAt: number }>();
  const text = dueQueuesSql(options.schema);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const tickMs = () => Math.min(...[...queues.values()].map((queue) => queue.everyMs));

  async function look(): Promise<void> {
    const now = Date.now();
    const turn = [...queues].filter(([, queue]) => queue.nextAt <= now).map(([name]) => name);
    if (turn.length === 0) return;
    for (const name of turn) queues.get(name)!.nextAt = now + queues.get(name)!.everyMs;
    const { rows } = await options.executeSql(text, [turn]);
    const due = rows.map((row) => (row as { name: string }).name);
    if (due.length > 0) options.wake(due);
  }

  function schedule(): void {
    if (stopped || queues.size === 0) return;
    timer = setTimeout(() => {
      running = look()
        .catch((error: unknown) => {
          if (!stopped) options.onError(error);
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, tickMs());
    timer.unref();
  }

  return {
    add({ name, everySeconds }) {
      const everyMs = Math.max(100, Math.round(everySeconds * 1000));
      queues.set(name, { everyMs, nextAt: Date.now() + everyMs });
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
