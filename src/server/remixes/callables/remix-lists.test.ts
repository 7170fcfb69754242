import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMIX_TREE_DEPTH, REMIX_TREE_MODELS_MAX } from '../../../shared/constants/remix-rules';
import { modelRemixes, models } from '../../db/schema';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

/** Links written as the callable writes them, dated apart so "newest first" is exact. */
async function link(remixId: string, sourceIds: string[], at = new Date()) {
  await t.services.db.insert(modelRemixes).values(sourceIds.map((sourceId, position) => ({ remixId, sourceId, position, createdAt: at })));
}
const ids = (cards: { id: string }[]) => cards.map((card) => card.id);
const remixesOf = async (client: TestClient, modelId: string, limit?: number) => {
  const answer = await client.call('getModelRemixes', { modelId, ...(limit ? { limit } : {}) });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result as { sources: { id: string }[]; remixes: { id: string }[]; remixCount: number };
};
const treeOf = async (client: TestClient, modelId: string) => {
  const answer = await client.call('getRemixTree', { modelId });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result as { model: { id: string }; above: { model: { id: string }; linkedTo: string[] }[][]; below: { model: { id: string }; linkedTo: string[] }[][]; truncated: boolean };
};
const generations = (levels: { model: { id: string } }[][]) => levels.map((level) => level.map((node) => node.model.id).sort());

describe('getModelRemixes', () => {
  it('shows sources in order and remixes newest first, each only to whoever may see it (signed out, another user, owner, admin)', async () => {
    const original = await insertModelRow(t, other.user.id, { title: 'Original' });
    const second = await insertModelRow(t, other.user.id, { title: 'Second source' });
    const older = await insertModelRow(t, owner.user.id, { title: 'Older remix' });
    const newer = await insertModelRow(t, admin.user.id, { title: 'Newer remix' });
    const secret = await insertModelRow(t, owner.user.id, { title: 'Secret remix', visibility: 'private' });
    await link(older.id, [second.id, original.id], new Date('2026-11-01T00:00:00Z'));
    await link(newer.id, [original.id], new Date('2026-11-02T00:00:00Z'));
    await link(secret.id, [original.id], new Date('2026-11-03T00:00:00Z'));

    for (const [who, client] of [['signed out', t.client()], ['another user', other.client]] as const) {
      const seen = await remixesOf(client, original.id);
      expect({ who, remixes: ids(seen.remixes), count: seen.remixCount, sources: seen.sources }).toEqual({ who, remixes: [newer.id, older.id], count: 2, sources: [] });
    }
    const asOwner = await remixesOf(owner.client, original.id);
    expect([ids(asOwner.remixes), asOwner.remixCount]).toEqual([[secret.id, newer.id, older.id], 3]);
    expect((await remixesOf(admin.client, original.id, 1)).remixes).toHaveLength(1);
    expect((await remixesOf(admin.client, original.id, 1)).remixCount).toBe(3);
    expect(ids((await remixesOf(t.client(), older.id)).sources)).toEqual([second.id, original.id]);
    // The private remix itself: not there for others, its sources shown to its owner.
    expect(await t.client().call('getModelRemixes', { modelId: secret.id })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect(await other.client.call('getModelRemixes', { modelId: secret.id })).toMatchObject({ status: 404 });
    expect(ids((await remixesOf(owner.client, secret.id)).sources)).toEqual([original.id]);
  });

  it('drops a hidden or deleted model from both lists, leaving no card behind', async () => {
    const original = await insertModelRow(t, other.user.id);
    const hidden = await insertModelRow(t, owner.user.id);
    const deleted = await insertModelRow(t, owner.user.id);
    const kept = await insertModelRow(t, owner.user.id);
    await link(hidden.id, [original.id]);
    await link(deleted.id, [original.id]);
    await link(kept.id, [original.id, hidden.id]);
    await t.services.db.update(models).set({ visibility: 'private', hiddenAt: new Date(), visibilityBeforeHidden: 'public' }).where(eq(models.id, hidden.id));
    await t.services.db.delete(models).where(eq(models.id, deleted.id));
    const seen = await remixesOf(other.client, original.id);
    expect([ids(seen.remixes), seen.remixCount]).toEqual([[kept.id], 1]);
    expect(ids((await remixesOf(other.client, kept.id)).sources)).toEqual([original.id]);
    expect(generations((await treeOf(other.client, original.id)).below)).toEqual([[kept.id]]);
  });

  it('refuses bad input with the reason', async () => {
    for (const [input, text] of [
      [{}, 'modelId is required'],
      [{ modelId: '' }, 'modelId is required'],
      [{ modelId: 'm', limit: 0 }, 'limit'],
      [{ modelId: 'm', limit: 25 }, 'limit'],
    ] as const) {
      const answer = await t.client().call('getModelRemixes', input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.error?.message).toContain(text);
    }
    expect(await t.client().call('getModelRemixes', { modelId: 'no-such-model' })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
  });
});

describe('getRemixTree', () => {
  it('shows the originals above and the generations below, each model once, through models the viewer may see', async () => {
    // rootA, rootB ← mid ← model ← child1, child2 ← grandchild (of both); a private child only its owner sees.
    const [rootA, rootB, mid, model, child1, child2, grandchild] = await Promise.all(
      ['Root A', 'Root B', 'Mid', 'Model', 'Child 1', 'Child 2', 'Grandchild'].map((title) => insertModelRow(t, other.user.id, { title })),
    );
    const secretChild = await insertModelRow(t, owner.user.id, { visibility: 'private' });
    const secretsChild = await insertModelRow(t, owner.user.id);
    await link(mid!.id, [rootA!.id, rootB!.id]);
    await link(model!.id, [mid!.id]);
    await link(child1!.id, [model!.id]);
    await link(child2!.id, [model!.id]);
    await link(grandchild!.id, [child1!.id, child2!.id]);
    await link(secretChild.id, [model!.id]);
    await link(secretsChild.id, [secretChild.id]);

    const asVisitor = await treeOf(t.client(), model!.id);
    expect(asVisitor.model.id).toBe(model!.id);
    expect(generations(asVisitor.above)).toEqual([[mid!.id], [rootA!.id, rootB!.id].sort()]);
    expect(generations(asVisitor.below)).toEqual([[child1!.id, child2!.id].sort(), [grandchild!.id]]);
    expect(asVisitor.below[1]![0]!.linkedTo.sort()).toEqual([child1!.id, child2!.id].sort());
    expect(asVisitor.above[1]!.every((node) => node.linkedTo[0] === mid!.id)).toBe(true);
    expect(asVisitor.truncated).toBe(false);

    // Another user sees what a visitor sees; the private child's owner and an admin see its branch.
    expect(generations((await treeOf(other.client, model!.id)).below)).toEqual(generations(asVisitor.below));
    for (const client of [owner.client, admin.client]) {
      expect(generations((await treeOf(client, model!.id)).below)).toEqual([[child1!.id, child2!.id, secretChild.id].sort(), [grandchild!.id, secretsChild.id].sort()]);
    }
    expect(await t.client().call('getRemixTree', { modelId: secretChild.id })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect((await t.client().call('getRemixTree', {})).status).toBe(400);
  });

  it(`stops at ${REMIX_TREE_DEPTH} generations and ${REMIX_TREE_MODELS_MAX} models, and says the family is larger`, async () => {
    const chain = [];
    for (let i = 0; i <= REMIX_TREE_DEPTH + 1; i++) chain.push(await insertModelRow(t, other.user.id));
    for (let i = 1; i < chain.length; i++) await link(chain[i]!.id, [chain[i - 1]!.id]);
    const deep = await treeOf(t.client(), chain[0]!.id);
    expect([deep.below.length, deep.truncated]).toEqual([REMIX_TREE_DEPTH, true]);
    expect((await treeOf(t.client(), chain[1]!.id)).truncated).toBe(false);
    const fromTheEnd = (await t.client().call('getRemixTree', { modelId: chain.at(-1)!.id })).result;
    expect([fromTheEnd.above.length, fromTheEnd.aboveTruncated, fromTheEnd.truncated]).toEqual([REMIX_TREE_DEPTH, true, true]);
    expect((await t.client().call('getRemixTree', { modelId: chain[0]!.id })).result.aboveTruncated).toBe(false);

    const hub = await insertModelRow(t, other.user.id);
    const many = await Promise.all(Array.from({ length: REMIX_TREE_MODELS_MAX }, () => insertModelRow(t, owner.user.id)));
    for (const remix of many) await link(remix.id, [hub.id]);
    const wide = await treeOf(t.client(), hub.id);
    expect(wide.below.flat().length).toBe(REMIX_TREE_MODELS_MAX - 1);
    expect(wide.truncated).toBe(true);
  });
});
