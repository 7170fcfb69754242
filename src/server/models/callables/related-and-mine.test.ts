import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail, ModelSummary } from '../../../shared/contracts/models/model-shapes';
import { models } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let creatorA: TestUser;
let creatorB: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  creatorA = await createUser(t);
  creatorB = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());

const make = (client: TestClient, title: string, category: string, visibility: 'public' | 'private' = 'public') =>
  createModelViaApi(client, { title, category, visibility, previews: [] });
const titles = (list: ModelSummary[]) => list.map((m) => m.title);

describe('getRelatedModels', () => {
  let base: ModelDetail;
  let ownToy: ModelDetail;
  let ownPrivate: ModelDetail;
  beforeAll(async () => {
    base = await make(creatorA.client, 'Base', '3D Printing');
    ownToy = await make(creatorA.client, 'A toy', 'Toys');
    ownPrivate = await make(creatorA.client, 'A private print', '3D Printing', 'private');
    const popular = await make(creatorB.client, 'B popular', '3D Printing');
    await make(creatorB.client, 'B older', '3D Printing');
    await make(creatorB.client, 'B newer', '3D Printing');
    await make(creatorB.client, 'B newest', '3D Printing');
    await make(creatorB.client, 'B toy', 'Toys');
    await make(creatorB.client, 'B private print', '3D Printing', 'private');
    await t.services.db.update(models).set({ downloads: 5 }).where(eq(models.id, popular.id));
  });

  it('lists the same category first (most downloaded, then newest), then the same creator, never private or itself', async () => {
    const all = await t.client().call('getRelatedModels', { modelId: base.id, limit: 24 });
    expect(all.status).toBe(200);
    expect(titles(all.result.models)).toEqual(['B popular', 'B newest', 'B newer', 'B older', 'A toy']);
    const byDefault = await t.client().call('getRelatedModels', { modelId: base.id });
    expect(titles(byDefault.result.models)).toEqual(['B popular', 'B newest', 'B newer', 'B older']);
    const two = await creatorB.client.call('getRelatedModels', { modelId: base.id, limit: 2 });
    expect(titles(two.result.models)).toEqual(['B popular', 'B newest']);
    const fromToy = await creatorB.client.call('getRelatedModels', { modelId: ownToy.id });
    expect(titles(fromToy.result.models)).toEqual(['B toy', 'Base']);
    // Each card names its creator, as the model page shows it.
    expect(fromToy.result.models.map((m: { creator: { uid: string } }) => m.creator.uid)).toEqual([creatorB.user.id, creatorA.user.id]);
  });

  it('gives the same public-only list to the owner and to admins', async () => {
    for (const client of [creatorA.client, admin.client]) {
      const answer = await client.call('getRelatedModels', { modelId: base.id, limit: 24 });
      expect(titles(answer.result.models)).not.toContain('A private print');
      expect(titles(answer.result.models)).not.toContain('B private print');
    }
  });

  it("answers 'Model not found' for a private model to others, and only public models to its owner", async () => {
    for (const client of [t.client(), creatorB.client]) {
      const answer = await client.call('getRelatedModels', { modelId: ownPrivate.id });
      expect(answer.error).toMatchObject({ status: 404, message: 'Model not found' });
    }
    for (const client of [creatorA.client, admin.client]) {
      const answer = await client.call('getRelatedModels', { modelId: ownPrivate.id, limit: 24 });
      expect(answer.status).toBe(200);
      expect(answer.result.models.every((m: ModelSummary) => m.visibility === 'public' && m.id !== ownPrivate.id)).toBe(true);
      expect(titles(answer.result.models)).toEqual(['B popular', 'B newest', 'B newer', 'B older', 'Base', 'A toy']);
    }
  });

  it('refuses bad input and unknown ids', async () => {
    const anon = t.client();
    for (const data of [{}, { modelId: base.id, limit: 0 }, { modelId: base.id, limit: 25 }, { modelId: base.id, limit: 1.5 }]) {
      expect((await anon.call('getRelatedModels', data)).status).toBe(400);
    }
    expect((await anon.call('getRelatedModels', { modelId: 'nope' })).error).toMatchObject({ status: 404, message: 'Model not found' });
  });
});

describe('listMyModels', () => {
  it('lists only the caller’s models, private ones too, newest first, two to a page', async () => {
    const maker = await createUser(t);
    const first = await make(maker.client, 'First', 'Toys');
    const second = await make(maker.client, 'Second', 'Toys', 'private');
    const third = await make(maker.client, 'Third', 'Art');
    await make(creatorB.client, 'Not mine', 'Toys');

    const page1 = await maker.client.call('listMyModels', { limit: 2 });
    expect(page1.status).toBe(200);
    expect(page1.result.models.map((m: ModelSummary) => m.id)).toEqual([third.id, second.id]);
    expect(page1.result.models[1].visibility).toBe('private');
    expect(page1.result.nextCursor).toEqual(expect.any(String));
    const page2 = await maker.client.call('listMyModels', { limit: 2, cursor: page1.result.nextCursor });
    expect(page2.result.models.map((m: ModelSummary) => m.id)).toEqual([first.id]);
    expect(page2.result.nextCursor).toBeNull();

    const all = await maker.client.call('listMyModels');
    expect(all.result.models).toHaveLength(3);
    expect(all.result.nextCursor).toBeNull();
  });

  it('pages without skipping or repeating models created in the same instant', async () => {
    const maker = await createUser(t);
    const made = [await make(maker.client, 'One', 'Toys'), await make(maker.client, 'Two', 'Toys'), await make(maker.client, 'Three', 'Toys')];
    const ids = made.map((m) => m.id);
    await t.services.db.update(models).set({ createdAt: new Date('2025-01-01T00:00:00.123456Z') }).where(inArray(models.id, ids));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await maker.client.call('listMyModels', { limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.result.models.map((m: ModelSummary) => m.id));
      cursor = page.result.nextCursor ?? undefined;
    } while (cursor);
    expect([...seen].sort()).toEqual([...ids].sort());
    const whole = await maker.client.call('listMyModels');
    expect(whole.result.models.map((m: ModelSummary) => m.id)).toEqual(seen);
  });

  it('is for signed-in users only, and an admin sees only their own', async () => {
    expect((await t.client().call('listMyModels')).status).toBe(401);
    const answer = await admin.client.call('listMyModels');
    expect(answer.result).toEqual({ models: [], nextCursor: null });
  });

  it('refuses a cursor it did not give and a bad limit', async () => {
    for (const data of [{ cursor: 'not-a-cursor' }, { cursor: Buffer.from('yesterday|x').toString('base64url') }, { limit: 0 }, { limit: 101 }]) {
      const answer = await creatorA.client.call('listMyModels', data);
      expect(answer.status).toBe(400);
    }
  });
});
