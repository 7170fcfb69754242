import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFiles } from '../db/schema';
import { createUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { STALE_SECONDS } from './analysis-queue';

// Issue 27 item 14: a file a dead node was analysing waited 15 minutes before another node took it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

const fileOf = async (modelId: string) => (await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, modelId)))[0]!;

/** The file as a node left it mid-analysis, its claim last renewed `secondsAgo`. */
async function leftRunning(modelId: string, secondsAgo: number): Promise<void> {
  await t.services.db
    .update(modelFiles)
    .set({ analysisStatus: 'running', analysisStartedAt: sql`now() - make_interval(secs => ${secondsAgo})`, triangles: null, analysedAt: null })
    .where(eq(modelFiles.modelId, modelId));
}

describe('the analysis queue after a node dies mid-file', () => {
  it('takes a file whose claim has not been renewed for a minute, and leaves one a live node is renewing', async () => {
    const creator = await createUser(t);
    const orphaned = await createModelViaApi(creator.client, { title: 'Left by a dead node' });
    const working = await createModelViaApi(creator.client, { title: 'Being analysed elsewhere' });
    await t.services.analysis.drain();
    await leftRunning(orphaned.id, STALE_SECONDS + 15);
    await leftRunning(working.id, 2);
    const attemptsBefore = (await fileOf(working.id)).analysisAttempts;

    t.services.analysis.wake();
    await expect.poll(async () => (await fileOf(orphaned.id)).analysisStatus).toBe('done');
    expect((await fileOf(orphaned.id)).triangles).toBeGreaterThan(0);
    // Stopping waits for the queue's turn to end: it has looked at every file it could take.
    await t.services.analysis.stop();
    expect(await fileOf(working.id)).toMatchObject({ analysisStatus: 'running', analysisAttempts: attemptsBefore });
  });
});
