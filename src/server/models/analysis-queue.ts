import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { modelFiles, models, type ModelFileRow } from '../db/schema';
import { timedAnalysis } from '../metrics';
import type { AnalysisPool } from './analysis-pool/analysis-pool';
import { AnalysisWorkerError } from './analysis-pool/analysis-worker-error';
import { MeshFormatError, type ProblemAreas } from './analysis/mesh-analysis';
import { printabilityColumns } from './printability-columns';
import { keepProblemAreas } from './problem-edges-store';
import { refreshModelMedia } from './refresh-model-media';

export interface AnalysisQueue {
  /** Look for work now (called after a model is published). */
  wake(): void;
  start(): void;
  /** Stops taking work and waits for the file in hand. */
  stop(): Promise<void>;
  /** Resolves when no file is waiting (tests and the demo seed). */
  drain(): Promise<void>;
}

const MAX_ATTEMPTS = 3;
/**
 * While a node analyses a file it stamps the file's row every HEARTBEAT_MS, so a file whose stamp is
 * older than STALE_SECONDS was left by a node that died, and is taken again within about a minute
 * (issue 27 item 14: a dead node delays work by seconds, not minutes), however long a live node's
 * analysis of a large file takes.
 */
const HEARTBEAT_MS = 10_000;
export const STALE_SECONDS = 45;
const POLL_MS = 10_000;

/**
 * The mesh-analysis worker. Each model_files row is its own job (decision 008): it is claimed with
 * FOR UPDATE SKIP LOCKED, so several nodes share the work, and a crash leaves it to be claimed again.
 */
export function createAnalysisQueue(deps: { db: Db; pool: AnalysisPool; log: FastifyBaseLogger }): AnalysisQueue {
  const { db, log } = deps;
  let running = false;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let again = false;
  const idleWaiters: (() => void)[] = [];

  async function claim(): Promise<ModelFileRow | undefined> {
    const rows = await db.execute<{ id: string }>(sql`
      update model_files set analysis_status = 'running', analysis_started_at = now(), analysis_attempts = analysis_attempts + 1
      where id = (
        select id from model_files
        where analysis_status = 'pending'
           or (analysis_status = 'running' and analysis_started_at < now() - make_interval(secs => ${STALE_SECONDS}))
        order by created_at
        limit 1
        for update skip locked
      )
      returning id`);
    const id = rows.rows[0]?.id;
    if (!id) return undefined;
    const [row] = await db.select().from(modelFiles).where(eq(modelFiles.id, id));
    return row;
  }

  /**
   * The file's status and the model row's view of it change together, so no reader sees one without
   * the other. The model row is locked first, the order deleteModel and updateModel take, so a
   * model deleted while its file is analysed cannot deadlock with it.
   */
  async function record(file: ModelFileRow, changes: Partial<ModelFileRow>, problemAreas?: ProblemAreas | null): Promise<void> {
    await db.transaction(async (tx) => {
      const [model] = await tx.select({ id: models.id }).from(models).where(eq(models.id, file.modelId)).for('update');
      if (!model) return;
      await tx.update(modelFiles).set(changes).where(eq(modelFiles.id, file.id));
      if (problemAreas !== undefined) await keepProblemAreas(tx, file.id, problemAreas);
      await refreshModelMedia(tx, file.modelId);
    });
  }

  function keepClaimed(file: ModelFileRow): NodeJS.Timeout {
    const beat = setInterval(() => {
      db.update(modelFiles)
        .set({ analysisStartedAt: sql`now()` })
        .where(and(eq(modelFiles.id, file.id), eq(modelFiles.analysisStatus, 'running')))
        .catch((error: unknown) => log.warn({ err: error, fileId: file.id }, 'could not renew the claim on a file being analysed'));
    }, HEARTBEAT_MS);
    beat.unref();
    return beat;
  }

  async function analyse(file: ModelFileRow): Promise<void> {
    const beat = keepClaimed(file);
    try {
      const result = await timedAnalysis(file.format, deps.pool.run({ kind: 'analyse-stored', key: file.storageKey, format: file.format }));
      await record(file, {
        analysisStatus: 'done',
        analysisError: null,
        triangles: result.triangles,
        sizeX: result.size.x,
        sizeY: result.size.y,
        sizeZ: result.size.z,
        volume: result.volume,
        area: result.surfaceArea,
        watertight: result.watertight,
        ...printabilityColumns(result),
        analysedAt: new Date(),
      }, result.problemAreas);
    } catch (error) {
      // The file refused by its analyser, or its worker ended by its memory cap, its time or a crash:
      // trying again would end the same way.
      const known = error instanceof MeshFormatError || error instanceof AnalysisWorkerError;
      const final = known || file.analysisAttempts >= MAX_ATTEMPTS;
      if (!known) log.error({ err: error, fileId: file.id }, 'mesh analysis failed');
      await record(
        file,
        final ? { analysisStatus: 'failed', analysisError: known ? error.message : 'The file could not be analysed.' } : { analysisStatus: 'pending' },
      );
    } finally {
      clearInterval(beat);
    }
  }

  async function work(inline = false): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (!running && !inline) return;
        const file = await claim();
        if (!file) break;
        await analyse(file);
      }
    } while (again && running);
    for (const resolve of idleWaiters.splice(0)) resolve();
  }

  function kick(): void {
    if (!running) return;
    again = true;
    current = current.then(() => work()).catch((error: unknown) => log.error({ err: error }, 'analysis queue failed'));
  }

  async function pendingCount(): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(modelFiles)
      .where(and(inArray(modelFiles.analysisStatus, ['pending', 'running'])));
    return row?.n ?? 0;
  }

  return {
    wake: kick,
    start() {
      if (running) return;
      running = true;
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      running = false;
      if (timer) clearInterval(timer);
      await current;
    },
    async drain() {
      // Before start (the demo seed, a script), the caller's own turn does the work.
      if (!running) return work(true);
      while ((await pendingCount()) > 0) {
        await new Promise<void>((resolve) => {
          idleWaiters.push(resolve);
          kick();
        });
      }
      await current;
    },
  };
}
