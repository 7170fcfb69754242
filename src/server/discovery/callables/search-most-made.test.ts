import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../db/schema';
import { createUser, testImage, type TestUser } from '../../test/factories';
import { insertModelRow, type ModelRowOptions } from '../../test/discovery-factories';
import { createModelViaApi, uploadFile } from '../../test/model-factories';
import { sortPlan, walkSort } from '../../test/sort-walks';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let creator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t);
});
afterAll(async () => t?.close());

/** A model with as many makes counted as postMake would have left. */
async function madeModel(title: string, makeCount: number, options: ModelRowOptions = {}) {
  const row = await insertModelRow(t, creator.user.id, { title, ...options });
  await t.services.db.update(models).set({ makeCount }).where(eq(models.id, row.id));
  return row;
}

const walk = (input: Record<string, unknown>, limit: number) => walkSort(t, 'makes', input, limit);

describe('searchModels sort "makes" (Most made)', () => {
  it('orders by the makes members posted, ties by id, none last, with and without a category and text, and pages without skipping', async () => {
    await madeModel('Made planter most', 12);
    await madeModel('Made planter some', 3);
    const tieA = await madeModel('Made planter tie one', 2, { category: 'Art' });
    const tieB = await madeModel('Made planter tie two', 2, { category: 'Art' });
    await madeModel('Made planter none', 0, { category: 'Art' });
    await madeModel('Made planter private', 40, { visibility: 'private' });
    const ties = [tieA, tieB].sort((a, b) => (a.id < b.id ? 1 : -1)).map((m) => m.title);

    const everything = ['Made planter most', 'Made planter some', ...ties, 'Made planter none'];
    expect(await walk({ q: 'planter' }, 2)).toEqual(everything);
    expect(await walk({ category: 'Art', q: 'planter' }, 1)).toEqual([...ties, 'Made planter none']);
    expect(await walk({ category: 'Plants', q: 'planter' }, 2)).toEqual([]);
  });

  it('follows real makes: a make posted moves a model up, and deleting it moves it back', async () => {
    const maker = await createUser(t);
    const first = await createModelViaApi(creator.client, { title: 'Posted lamp first', category: 'Lighting' });
    const second = await createModelViaApi(creator.client, { title: 'Posted lamp second', category: 'Lighting' });
    const order = () => walk({ category: 'Lighting', q: 'posted lamp' }, 10);
    const before = await order();
    const photo = await uploadFile(maker.client, await testImage('png', 400), 'print.png', 'preview');
    const made = await maker.client.call('postMake', { modelId: before[1] === second.title ? second.id : first.id, photoUploadIds: [photo], printer: 'Bambu A1', material: 'PLA', layerHeightMm: 0.2, infillPercent: 15, supports: false, comment: 'Printed it.' });
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    expect(await order()).toEqual([before[1], before[0]]);
    expect((await maker.client.call('deleteMake', { makeId: made.result.make.id })).status).toBe(200);
    expect(await order()).toEqual(before);
  });

  it('walks the most-made indexes in their order, never sorting the catalogue', async () => {
    const plan = (where = sql``) => sortPlan(t, sql`make_count desc nulls last, id desc nulls last`, where);
    const all = await plan();
    expect(all).toContain('models_public_made_idx');
    expect(all).not.toMatch(/\bSort\b/);
    const art = await plan(sql`and category = 'Art'`);
    expect(art).toMatch(/models_(category|public)_made_idx/);
    expect(art).not.toMatch(/\bSort\b/);
  });

  it('refuses a cursor of another sort, and a sort it does not know with the list it knows', async () => {
    const first = await t.client().call('searchModels', { sort: 'likes', limit: 1 });
    const answer = await t.client().call('searchModels', { sort: 'makes', limit: 1, cursor: first.result.nextCursor });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/cursor/);
    const unknown = await t.client().call('searchModels', { sort: 'made' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toMatch(/likes, makes, trending/);
  });
});
