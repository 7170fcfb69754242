import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
const inFlight = new Set<ServerResponse>();
beforeAll(async () => {
  t = await createTestApp({ COUNTS_PER_IP_PER_DAY: '1000000' });
  t.app.server.on('request', (_request, response) => {
    inFlight.add(response);
    response.on('close', () => inFlight.delete(response));
  });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => {
  // A download's response may still be closing on the server (see model-activity.test.ts in models/).
  for (let i = 0; inFlight.size > 0 && i < 500; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  await t?.close();
});

const feed = async (who: TestUser, data: object = {}) => (await who.client.call('listModelActivity', data)).result as {
  items: { kind: string; actor: { uid: string; displayName: string } | null; model: { id: string; title: string }; milestone: number | null }[];
  nextCursor: string | null;
};
const download = async (client: TestUser['client'] | ReturnType<TestApp['client']>, url: string) => {
  await (await client.fetch(url)).arrayBuffer();
};

describe('listModelActivity', () => {
  it("shows other people's likes and downloads and the milestones on the caller's models, newest first, and what was taken back is gone", async () => {
    const creator = await createUser(t, { name: 'Asha Creator' });
    const fan = await createUser(t, { name: 'Bala Fan' });
    const model = await createModelViaApi(creator.client, { title: 'Teapot stand' });
    await fan.client.call('toggleLike', { modelId: model.id });
    await download(fan.client, model.files[0]!.url);
    await download(t.client(), model.files[0]!.url);
    // The creator's own like and download are not news to them.
    await creator.client.call('toggleLike', { modelId: model.id });
    await download(creator.client, model.files[0]!.url);
    await t.services.db.update(models).set({ views: 99 }).where(eq(models.id, model.id));
    await t.client().call('recordModelView', { modelId: model.id });

    const { items, nextCursor } = await feed(creator);
    expect(nextCursor).toBeNull();
    expect(items.map((i) => [i.kind, i.actor?.displayName ?? null, i.milestone])).toEqual([
      ['milestone', null, 100],
      ['download', null, null],
      ['download', 'Bala Fan', null],
      ['like', 'Bala Fan', null],
    ]);
    expect(items.every((i) => i.model.id === model.id && i.model.title === 'Teapot stand')).toBe(true);

    await fan.client.call('toggleLike', { modelId: model.id });
    expect((await feed(creator)).items.map((i) => i.kind)).toEqual(['milestone', 'download', 'download']);
  });

  it("answers each person only their own models' activity: other users and admins see none of the owner's", async () => {
    const model = await createModelViaApi(owner.client);
    await other.client.call('toggleLike', { modelId: model.id });
    expect((await feed(owner)).items.map((i) => i.kind)).toEqual(['like']);
    expect((await feed(other)).items).toEqual([]);
    expect((await feed(admin)).items.filter((i) => i.model.id === model.id)).toEqual([]);
    expect(await t.client().call('listModelActivity', {})).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
  });

  it('pages newest first without repeats or gaps', async () => {
    const creator = await createUser(t);
    const model = await createModelViaApi(creator.client);
    const fans = await Promise.all(Array.from({ length: 7 }, () => createUser(t)));
    for (const fan of fans) await fan.client.call('toggleLike', { modelId: model.id });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await feed(creator, { limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((i) => i.actor!.uid));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(fans.map((f) => f.user.id).reverse());
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const data of [{ limit: 0 }, { limit: 51 }, { limit: 'ten' }, { cursor: 'not-a-cursor' }, { cursor: 5 }]) {
      const answer = await owner.client.call('listModelActivity', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/limit|cursor/);
    }
  });
});
