import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import { migrationsFolder } from '../db/database';
import { models } from '../db/schema';
import { createUser, type TestUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import type { TestClient } from '../test/test-client';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());

/** Every preview URL the owner's page and card show: each size of each preview, and the thumbnail. */
async function previewUrls(modelId: string): Promise<string[]> {
  const detail = (await owner.client.call('getModel', { modelId })).result.model as ModelDetail;
  return [...detail.previewImages.flatMap((p) => p.sizes.map((s) => s.url)), detail.thumbnail!].sort();
}

async function get(client: TestClient, url: string): Promise<{ status: number; cache: string | null }> {
  const response = await client.fetch(url);
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('cache-control') };
}

const setVisibility = async (modelId: string, visibility: 'public' | 'private') =>
  expect((await owner.client.call('updateModel', { modelId, visibility })).status).toBe(200);

describe('preview URLs and visibility', () => {
  it('change when a model turns private: the cached-for-good public URLs answer 404 to everyone', async () => {
    const model = await createModelViaApi(owner.client);
    const publicUrls = await previewUrls(model.id);
    expect(publicUrls.length).toBeGreaterThan(1);
    for (const url of publicUrls) {
      expect(await get(t.client(), url)).toEqual({ status: 200, cache: 'public, max-age=31536000, s-maxage=3600, immutable' });
    }

    await setVisibility(model.id, 'private');
    const privateUrls = await previewUrls(model.id);
    expect(privateUrls).toHaveLength(publicUrls.length);
    for (const url of privateUrls) expect(publicUrls).not.toContain(url);
    for (const client of [t.client(), owner.client, admin.client]) {
      for (const url of publicUrls) expect((await get(client, url)).status, url).toBe(404);
    }
    for (const url of privateUrls) {
      expect(await get(owner.client, url)).toEqual({ status: 200, cache: 'private, no-store' });
      expect(await get(admin.client, url)).toEqual({ status: 200, cache: 'private, no-store' });
      expect((await get(t.client(), url)).status).toBe(404);
    }
    // The owner's list shows the private thumbnail too.
    const mine = (await owner.client.call('listMyModels', {})).result.models as { id: string; thumbnail: string }[];
    expect(privateUrls).toContain(mine.find((m) => m.id === model.id)!.thumbnail);
  });

  it('go back to the public ones when the model is public again, and the private ones stop answering', async () => {
    const model = await createModelViaApi(owner.client);
    const publicUrls = await previewUrls(model.id);
    await setVisibility(model.id, 'private');
    const privateUrls = await previewUrls(model.id);
    await setVisibility(model.id, 'public');
    expect(await previewUrls(model.id)).toEqual(publicUrls);
    for (const url of publicUrls) expect((await get(t.client(), url)).status).toBe(200);
    for (const url of privateUrls) expect((await get(owner.client, url)).status).toBe(404);
  });

  it('are private from the start for a model published private, never cached', async () => {
    const model = await createModelViaApi(owner.client, { visibility: 'private' });
    const urls = await previewUrls(model.id);
    for (const url of urls) {
      expect(url).toContain(`/media/models/${model.id}/previews/private/`);
      expect(await get(owner.client, url)).toEqual({ status: 200, cache: 'private, no-store' });
      expect((await get(t.client(), url)).status).toBe(404);
    }
  });

  it('of models already private are moved by migration 0005', async () => {
    const model = await createModelViaApi(owner.client, { visibility: 'private' });
    const urls = await previewUrls(model.id);
    // The row as it was before this release: private, with the public URLs.
    const legacy = (text: string) => text.replaceAll('/previews/private/', '/previews/');
    const [row] = await t.services.db.select().from(models).where(eq(models.id, model.id));
    await t.services.db
      .update(models)
      .set({ thumbnail: legacy(row!.thumbnail!), previewsView: JSON.parse(legacy(JSON.stringify(row!.previewsView))) })
      .where(eq(models.id, model.id));
    expect(await previewUrls(model.id)).not.toEqual(urls);
    await t.services.db.execute(sql.raw(fs.readFileSync(path.join(migrationsFolder, '0006_private-preview-urls.sql'), 'utf8')));
    expect(await previewUrls(model.id)).toEqual(urls);
  });
});
