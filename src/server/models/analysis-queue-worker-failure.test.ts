import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFiles } from '../db/schema';
import { createUser } from '../test/factories';
import { createModelViaApi, fixture } from '../test/model-factories';
import { noisyStlBytes } from '../test/noisy-stl';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 32 item 2: a file whose analysis worker runs out of its memory fails with the reason, once,
// and the file after it is measured by the worker that replaced it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ANALYSIS_WORKERS: '1', ANALYSIS_WORKER_MEMORY_MB: '128' });
}, 60_000);
afterAll(async () => t?.close());

const fileOf = async (modelId: string) => (await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, modelId)))[0]!;

describe('a file that outgrows its analysis worker', () => {
  it('is published, then fails with the reason and is not tried again; the next file is measured', async () => {
    const creator = await createUser(t);
    // 600,000 triangles whose corners all differ: about 150 MB of tables, past the 128 MB cap.
    const noisy = await createModelViaApi(creator.client, { title: 'Random noise', files: [{ name: 'noise.stl', bytes: noisyStlBytes(600_000) }] });
    const cube = await createModelViaApi(creator.client, { title: 'Calibration cube', files: [{ name: 'cube.stl', bytes: fixture('20mm-xyz-cube.stl') }] });
    expect(await fileOf(cube.id)).toMatchObject({ analysisStatus: 'done', triangles: 260 });

    await t.services.analysis.drain();
    expect(await fileOf(noisy.id)).toMatchObject({
      analysisStatus: 'failed',
      analysisError: 'This file needs more memory to analyse than the server allows one analysis (128 MB).',
      analysisAttempts: 1,
      triangles: null,
    });
    const page = await creator.client.call('getModel', { modelId: noisy.id });
    expect(page.result.model.files[0]).toMatchObject({ analysisStatus: 'failed', analysisError: 'This file needs more memory to analyse than the server allows one analysis (128 MB).' });

    const after = await createModelViaApi(creator.client, { title: 'Teapot', files: [{ name: 'teapot.stl', bytes: fixture('teapot.stl') }] });
    expect((await fileOf(after.id)).analysisStatus).toBe('done');
    expect(t.services.analysisPool.depth()).toMatchObject({ workers: 1, busy: 0, waiting: 0 });
    // A 30 MB upload, measured twice up to the cap (at publish, then in the queue).
  }, 90_000);
});
