import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFiles, models } from '../db/schema';
import { createUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo, SiteNotEmptyError } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('seed:demo', () => {
  it('publishes generated models with rendered previews, analysed and watertight, once', async () => {
    const first = await seedDemo(t.services, { limit: 3 });
    expect(first).toEqual({ created: 3, skipped: 0 });
    const rows = await t.services.db.select().from(models);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.thumbnail).toMatch(/\/previews\/.+-800\.webp$/);
      expect(row.watertight).toBe(true);
      const [file] = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, row.id));
      expect(file!.analysisStatus).toBe('done');
      expect(file!.triangles).toBeGreaterThan(100);
    }
    expect(await seedDemo(t.services, { limit: 3 })).toEqual({ created: 0, skipped: 3 });
  });

  it('refuses a site that already has real users’ models unless forced', async () => {
    const { client } = await createUser(t);
    await createModelViaApi(client);
    await expect(seedDemo(t.services, { limit: 1 })).rejects.toThrow(SiteNotEmptyError);
    expect(await seedDemo(t.services, { limit: 4, force: true })).toEqual({ created: 1, skipped: 3 });
  });
});
