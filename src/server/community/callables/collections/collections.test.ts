import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionModels, collections, domainEvents, models } from '../../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../../test/factories';
import { putOnTier } from '../../../test/creator-on-tier';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
  // The paging tests publish more models in a month than a Basic Creator may.
  await Promise.all([owner, other].map((who) => putOnTier(t, who.user.id, 'elite')));
});
afterAll(async () => t?.close());

const NOT_FOUND = { status: 404, error: { message: 'Collection or model not found' } };
const rowsOf = async (collectionId: string) =>
  (await t.services.db.select({ n: count() }).from(collectionModels).where(eq(collectionModels.collectionId, collectionId)))[0]!.n;
const stored = async (collectionId: string) => (await t.services.db.select().from(collections).where(eq(collections.id, collectionId)))[0];
const collectionCount = async () => (await t.services.db.select({ n: count() }).from(collections))[0]!.n;
const create = async (user: TestUser, data: Record<string, unknown> = { name: 'Desk toys' }) => {
  const answer = await user.client.call('createCollection', data);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result.collection as { id: string; name: string; visibility: string };
};
const titles = (answer: { result?: { models: { title: string }[] } }) => answer.result!.models.map((m) => m.title);

describe('createCollection, updateCollection and deleteCollection', () => {
  it('creates with trimmed fields, public by default; its owner changes and deletes it', async () => {
    const made = await create(owner, { name: '  Desk toys  ', description: ' Small prints ' });
    expect(made).toMatchObject({ name: 'Desk toys', description: 'Small prints', visibility: 'public', modelCount: 0, cover: null });
    const changed = await owner.client.call('updateCollection', { collectionId: made.id, name: 'Desk things', visibility: 'private' });
    expect(changed.result.collection).toMatchObject({ name: 'Desk things', description: 'Small prints', visibility: 'private' });
    expect(await owner.client.call('deleteCollection', { collectionId: made.id })).toMatchObject({ status: 200, result: { success: true } });
    expect(await stored(made.id)).toBeUndefined();
  });

  it('answers per role: signed out 401, another user not found, an admin may delete (moderation) but not change', async () => {
    const made = await create(owner);
    expect(await t.client().call('createCollection', { name: 'x' })).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect((await t.client().call('updateCollection', { collectionId: made.id, name: 'x' })).status).toBe(401);
    expect((await t.client().call('deleteCollection', { collectionId: made.id })).status).toBe(401);
    expect(await other.client.call('updateCollection', { collectionId: made.id, name: 'Mine now' })).toMatchObject(NOT_FOUND);
    expect(await other.client.call('deleteCollection', { collectionId: made.id })).toMatchObject(NOT_FOUND);
    expect(await admin.client.call('updateCollection', { collectionId: made.id, name: 'Admin was here' })).toMatchObject(NOT_FOUND);
    expect(await owner.client.call('updateCollection', { collectionId: 'no-such-collection', name: 'x' })).toMatchObject(NOT_FOUND);
    expect((await stored(made.id))?.name).toBe('Desk toys');
    expect(await admin.client.call('deleteCollection', { collectionId: made.id })).toMatchObject({ status: 200 });
    expect(await stored(made.id)).toBeUndefined();
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = await collectionCount();
    for (const [data, field] of [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'ok', description: 'x'.repeat(1001) }, 'description'],
      [{ name: 'ok', visibility: 'friends' }, 'visibility'],
      [{ name: 42 }, 'name'],
    ] as const) {
      const answer = await owner.client.call('createCollection', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(field);
    }
    expect(await collectionCount()).toBe(before);
    const made = await create(owner);
    const answer = await owner.client.call('updateCollection', { collectionId: made.id, name: '' });
    expect(answer).toMatchObject({ status: 400, error: { message: expect.stringMatching(/name/) } });
    expect((await owner.client.call('updateCollection', { name: 'x' })).error?.message).toMatch(/collectionId/);
    expect((await stored(made.id))?.name).toBe('Desk toys');
  });
});

describe('addModelToCollection and removeModelFromCollection', () => {
  it('adds once (idempotent), moves the count exactly, records the event, and removes', async () => {
    const made = await create(owner);
    const model = await createModelViaApi(other.client, { title: 'Gear' });
    expect(await owner.client.call('addModelToCollection', { collectionId: made.id, modelId: model.id })).toMatchObject({
      status: 200,
      result: { success: true, added: true, modelCount: 1 },
    });
    expect((await owner.client.call('addModelToCollection', { collectionId: made.id, modelId: model.id })).result).toEqual({ success: true, added: false, modelCount: 1 });
    expect((await stored(made.id))?.modelCount).toBe(1);
    const events = await t.services.db.select().from(domainEvents).where(eq(domainEvents.type, 'collection.model_added'));
    expect(events.filter((e) => e.subjectId === model.id).map((e) => [e.actorId, e.data])).toEqual([
      [owner.user.id, { collectionId: made.id, collectionName: 'Desk toys', modelId: model.id, modelOwnerId: other.user.id }],
    ]);
    expect((await owner.client.call('removeModelFromCollection', { collectionId: made.id, modelId: model.id })).result).toEqual({ success: true, removed: true, modelCount: 0 });
    expect((await owner.client.call('removeModelFromCollection', { collectionId: made.id, modelId: model.id })).result).toEqual({ success: true, removed: false, modelCount: 0 });
    expect((await stored(made.id))?.modelCount).toBe(0);
  });

  it("answers 'Collection or model not found' word for word for unknown, unseen or not-yours, and 401 signed out", async () => {
    const mine = await create(owner);
    const hiddenModel = await createModelViaApi(other.client, { visibility: 'private' });
    const model = await createModelViaApi(other.client);
    const cases = [
      { collectionId: 'no-such-collection', modelId: model.id },
      { collectionId: mine.id, modelId: 'no-such-model' },
      { collectionId: mine.id, modelId: hiddenModel.id },
    ];
    for (const data of cases) {
      expect(await owner.client.call('addModelToCollection', data), JSON.stringify(data)).toMatchObject(NOT_FOUND);
      expect(await owner.client.call('removeModelFromCollection', data), JSON.stringify(data)).toMatchObject(NOT_FOUND);
    }
    // Someone else's collection, and an admin's hands on it, are not found too.
    for (const user of [other, admin]) {
      expect(await user.client.call('addModelToCollection', { collectionId: mine.id, modelId: model.id })).toMatchObject(NOT_FOUND);
      expect(await user.client.call('removeModelFromCollection', { collectionId: mine.id, modelId: model.id })).toMatchObject(NOT_FOUND);
    }
    expect((await t.client().call('addModelToCollection', { collectionId: mine.id, modelId: model.id })).status).toBe(401);
    expect((await t.client().call('removeModelFromCollection', { collectionId: mine.id, modelId: model.id })).status).toBe(401);
    expect(await rowsOf(mine.id)).toBe(0);
    // The model's owner may add their own private model to their own collection.
    const theirs = await create(other);
    expect((await other.client.call('addModelToCollection', { collectionId: theirs.id, modelId: hiddenModel.id })).result.added).toBe(true);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const mine = await create(owner);
    for (const [data, field] of [
      [{ modelId: 'x' }, 'collectionId'],
      [{ collectionId: mine.id }, 'modelId'],
      [{ collectionId: mine.id, modelId: '' }, 'modelId'],
      [{ collectionId: 7, modelId: 'x' }, 'collectionId'],
    ] as const) {
      for (const name of ['addModelToCollection', 'removeModelFromCollection']) {
        const answer = await owner.client.call(name, data);
        expect(answer.status, `${name} ${JSON.stringify(data)}`).toBe(400);
        expect(answer.error?.message).toMatch(field);
      }
    }
    expect(await rowsOf(mine.id)).toBe(0);
  });

  it('keeps modelCount exactly the number of rows under concurrent adds and removes', async () => {
    const mine = await create(owner);
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => createModelViaApi(other.client, { title: `Part ${i}` })));
    // Each model added three times at once, then half of them removed twice at once while others are added again.
    await Promise.all(made.flatMap((m) => [0, 1, 2].map(() => owner.client.call('addModelToCollection', { collectionId: mine.id, modelId: m.id }))));
    expect(await rowsOf(mine.id)).toBe(6);
    expect((await stored(mine.id))?.modelCount).toBe(6);
    const answers = await Promise.all([
      ...made.slice(0, 3).flatMap((m) => [0, 1].map(() => owner.client.call('removeModelFromCollection', { collectionId: mine.id, modelId: m.id }))),
      ...made.slice(3).map((m) => owner.client.call('addModelToCollection', { collectionId: mine.id, modelId: m.id })),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await rowsOf(mine.id)).toBe(3);
    expect((await stored(mine.id))?.modelCount).toBe(3);
    // Positions stayed distinct under the concurrent adds.
    const positions = (await t.services.db.select({ p: collectionModels.position }).from(collectionModels).where(eq(collectionModels.collectionId, mine.id))).map((r) => r.p);
    expect(new Set(positions).size).toBe(3);
  });
});

describe('reorderCollection and getCollection', () => {
  it('shows the models in the owner order, and refuses an order that is not exactly its models', async () => {
    const mine = await create(owner, { name: 'Ordered' });
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((title) => createModelViaApi(owner.client, { title })));
    for (const m of [a!, b!, c!]) await owner.client.call('addModelToCollection', { collectionId: mine.id, modelId: m.id });
    expect(titles(await t.client().call('getCollection', { collectionId: mine.id }))).toEqual(['A', 'B', 'C']);
    expect(await owner.client.call('reorderCollection', { collectionId: mine.id, modelIds: [c!.id, a!.id, b!.id] })).toMatchObject({ status: 200 });
    const page = await t.client().call('getCollection', { collectionId: mine.id });
    expect(titles(page)).toEqual(['C', 'A', 'B']);
    expect(page.result.collection).toMatchObject({ name: 'Ordered', modelCount: 3, isOwner: false, owner: { uid: owner.user.id } });
    expect(page.result.collection.cover).toBe(c!.thumbnail);
    expect((await owner.client.call('getCollection', { collectionId: mine.id })).result.collection.isOwner).toBe(true);

    for (const modelIds of [[a!.id, b!.id], [a!.id, b!.id, c!.id, c!.id], [a!.id, b!.id, 'someone-else']]) {
      const answer = await owner.client.call('reorderCollection', { collectionId: mine.id, modelIds });
      expect(answer, JSON.stringify(modelIds)).toMatchObject({ status: 400, error: { message: expect.stringMatching(/modelIds/) } });
    }
    expect((await owner.client.call('reorderCollection', { collectionId: mine.id })).error?.message).toMatch(/modelIds/);
    expect(titles(await t.client().call('getCollection', { collectionId: mine.id }))).toEqual(['C', 'A', 'B']);
    for (const user of [other, admin]) {
      expect(await user.client.call('reorderCollection', { collectionId: mine.id, modelIds: [a!.id, b!.id, c!.id] })).toMatchObject(NOT_FOUND);
    }
    expect((await t.client().call('reorderCollection', { collectionId: mine.id, modelIds: [] })).status).toBe(401);
    expect(titles(await t.client().call('getCollection', { collectionId: mine.id }))).toEqual(['C', 'A', 'B']);
  });

  it('pages the models in order', async () => {
    const mine = await create(owner, { name: 'Long' });
    const model = await createModelViaApi(owner.client, { title: 'Many' });
    // One after another: the upload limit counts uploads in flight.
    const extra = [];
    for (let i = 0; i < 49; i += 1) extra.push(await createModelViaApi(owner.client, { title: `M${String(i).padStart(2, '0')}`, previews: [] }));
    for (const m of [model, ...extra]) await owner.client.call('addModelToCollection', { collectionId: mine.id, modelId: m.id });
    const first = await t.client().call('getCollection', { collectionId: mine.id });
    expect(first.result.models).toHaveLength(48);
    const second = await t.client().call('getCollection', { collectionId: mine.id, cursor: first.result.nextCursor });
    expect([...titles(first), ...titles(second)]).toEqual(['Many', ...extra.map((m) => m.title)]);
    expect(second.result.nextCursor).toBeNull();
  }, 120_000);

  it('hides a private collection from everyone but its owner and admins, and private models from other viewers', async () => {
    const hidden = await create(owner, { name: 'Secret', visibility: 'private' });
    const open = await create(owner, { name: 'Open' });
    const privateOfOther = await createModelViaApi(other.client, { title: 'Other private', visibility: 'private' });
    const privateOfOwner = await createModelViaApi(owner.client, { title: 'Owner private', visibility: 'private' });
    const shown = await createModelViaApi(other.client, { title: 'Shown' });
    // The owner adds their own private model, and a model of the other's that goes private afterwards.
    const laterPrivate = await createModelViaApi(other.client, { title: 'Later private' });
    for (const m of [privateOfOwner, laterPrivate, shown]) await owner.client.call('addModelToCollection', { collectionId: open.id, modelId: m.id });
    expect((await owner.client.call('addModelToCollection', { collectionId: open.id, modelId: privateOfOther.id })).status).toBe(404);
    await other.client.call('updateModel', { modelId: laterPrivate.id, visibility: 'private' });

    expect(await t.client().call('getCollection', { collectionId: hidden.id })).toMatchObject(NOT_FOUND);
    expect(await other.client.call('getCollection', { collectionId: hidden.id })).toMatchObject(NOT_FOUND);
    expect((await owner.client.call('getCollection', { collectionId: hidden.id })).status).toBe(200);
    expect((await admin.client.call('getCollection', { collectionId: hidden.id })).result.collection).toMatchObject({ name: 'Secret', isOwner: false });
    expect(await t.client().call('getCollection', { collectionId: 'no-such-collection' })).toMatchObject(NOT_FOUND);

    // Each viewer sees (and counts) only the models they may see; the cover is the first of those.
    const anonymous = await t.client().call('getCollection', { collectionId: open.id });
    expect(titles(anonymous)).toEqual(['Shown']);
    expect(anonymous.result.collection).toMatchObject({ modelCount: 1, cover: shown.thumbnail });
    expect(titles(await other.client.call('getCollection', { collectionId: open.id }))).toEqual(['Later private', 'Shown']);
    const own = await owner.client.call('getCollection', { collectionId: open.id });
    expect(titles(own)).toEqual(['Owner private', 'Shown']);
    expect(own.result.collection.modelCount).toBe(2);
    expect((await stored(open.id))?.modelCount).toBe(3);

    // Lists: the profile shows public collections to others, all to the owner; the dialog's list is the caller's own.
    const names = async (user: TestUser | null) =>
      ((await (user ? user.client : t.client()).call('listUserCollections', { userId: owner.user.id })).result.collections as { name: string }[]).map((c) => c.name);
    for (const viewer of [null, other, admin]) {
      const seen = await names(viewer);
      expect(seen).toContain('Open');
      expect(seen).not.toContain('Secret');
    }
    expect(await names(owner)).toEqual(expect.arrayContaining(['Open', 'Secret']));
    const openForOthers = (await other.client.call('listUserCollections', { userId: owner.user.id })).result.collections.find((c: { id: string }) => c.id === open.id);
    expect(openForOthers).toMatchObject({ modelCount: 2, visibility: 'public' });
    expect((await other.client.call('listMyCollections', {})).result.collections.map((c: { name: string }) => c.name)).not.toContain('Secret');

    // The owner reorders what they see; the hidden model keeps its place after those.
    expect((await owner.client.call('reorderCollection', { collectionId: open.id, modelIds: [shown.id, privateOfOwner.id] })).status).toBe(200);
    expect(titles(await owner.client.call('getCollection', { collectionId: open.id }))).toEqual(['Shown', 'Owner private']);
  }, 60_000);

  it('leaves out, for everyone but its owner and admins, a model that public lists hide (a file whose analysis failed)', async () => {
    const mine = await create(owner, { name: 'With a broken one' });
    const broken = await createModelViaApi(other.client, { title: 'Broken mesh' });
    const fine = await createModelViaApi(other.client, { title: 'Fine mesh' });
    for (const m of [broken, fine]) await owner.client.call('addModelToCollection', { collectionId: mine.id, modelId: m.id });
    await t.services.db.update(models).set({ analysisFailed: true }).where(eq(models.id, broken.id));
    for (const viewer of [null, owner]) {
      const page = await (viewer ? viewer.client : t.client()).call('getCollection', { collectionId: mine.id });
      expect(titles(page)).toEqual(['Fine mesh']);
      expect(page.result.collection).toMatchObject({ modelCount: 1, cover: fine.thumbnail });
    }
    for (const viewer of [other, admin]) expect(titles(await viewer.client.call('getCollection', { collectionId: mine.id }))).toEqual(['Broken mesh', 'Fine mesh']);
    // The collection's owner reorders what they are shown; the hidden model keeps its place after it.
    expect((await owner.client.call('reorderCollection', { collectionId: mine.id, modelIds: [fine.id] })).status).toBe(200);
    expect(titles(await other.client.call('getCollection', { collectionId: mine.id }))).toEqual(['Fine mesh', 'Broken mesh']);
  });

  it('lists my collections for the dialog, saying which hold the model, and pages a profile list newest changed first', async () => {
    const user = await createUser(t);
    const model = await createModelViaApi(other.client);
    const made = [];
    for (let i = 0; i < 26; i += 1) made.push(await create(user, { name: `C${i}`, visibility: i % 2 ? 'private' : 'public' }));
    await user.client.call('addModelToCollection', { collectionId: made[3]!.id, modelId: model.id });
    const mine = (await user.client.call('listMyCollections', { modelId: model.id })).result.collections as { name: string; hasModel: boolean }[];
    expect(mine).toHaveLength(26);
    expect(mine[0]).toMatchObject({ name: 'C3', hasModel: true });
    expect(mine.filter((c) => c.hasModel)).toHaveLength(1);
    expect((await t.client().call('listMyCollections', {})).status).toBe(401);
    expect((await user.client.call('listMyCollections', { modelId: 5 })).error?.message).toMatch(/modelId/);

    const all: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await user.client.call('listUserCollections', { userId: user.user.id, ...(cursor ? { cursor } : {}) });
      all.push(...page.result.collections.map((c: { name: string }) => c.name));
      cursor = page.result.nextCursor ?? undefined;
    } while (cursor);
    expect(all).toHaveLength(26);
    expect(all[0]).toBe('C3');
    const publicOnly = (await other.client.call('listUserCollections', { userId: user.user.id })).result.collections.map((c: { name: string }) => c.name);
    expect(publicOnly).toHaveLength(13);
    expect(publicOnly.every((n: string) => Number(n.slice(1)) % 2 === 0)).toBe(true);
    expect((await other.client.call('listUserCollections', { userId: user.user.id, cursor: 'bad' })).status).toBe(400);
    expect((await other.client.call('listUserCollections', {})).error?.message).toMatch(/userId/);
  }, 60_000);
});
