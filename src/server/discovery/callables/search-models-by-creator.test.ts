import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { insertModelRow } from '../../test/discovery-factories';
import type { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let creator: TestUser;
let stranger: TestUser;
let admin: TestUser;
/** The creator's public models, newest first. */
const publicTitles: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [creator, stranger, admin] = [await createUser(t, { name: 'Divya Hegde' }), await createUser(t), await createUser(t, { role: 'admin' })];
  const day = (n: number) => new Date(Date.UTC(2026, 9, n));
  for (let i = 1; i <= 8; i++) {
    await insertModelRow(t, creator.user.id, { title: `Tabla stand ${i}`, tags: i % 2 ? ['music'] : ['desk'], createdAt: day(i) });
    publicTitles.unshift(`Tabla stand ${i}`);
  }
  await insertModelRow(t, creator.user.id, { title: 'Private sketch', visibility: 'private', createdAt: day(20) });
  const broken = await insertModelRow(t, creator.user.id, { title: 'Broken upload', createdAt: day(21) });
  await t.services.db.update(models).set({ analysisFailed: true }).where(eq(models.id, broken.id));
  await insertModelRow(t, stranger.user.id, { title: 'Someone else', createdAt: day(22) });
});
afterAll(async () => t?.close());

async function titlesFor(client: TestClient, input: object): Promise<string[]> {
  const answer = await client.call('searchModels', input);
  if (answer.status !== 200) throw new Error(`searchModels answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return (answer.result as { models: { title: string }[] }).models.map((m) => m.title);
}

describe('searchModels with creatorId (a profile lists its models)', () => {
  it("lists only the creator's public models, newest first, to a visitor, another user, the owner and an admin alike", async () => {
    for (const [who, client] of [
      ['signed out', t.client()],
      ['other user', stranger.client],
      ['owner', creator.client],
      ['admin', admin.client],
    ] as const) {
      const answer = await client.call('searchModels', { creatorId: creator.user.id });
      expect(answer.status, who).toBe(200);
      expect(answer.result.models.map((m: { title: string }) => m.title), who).toEqual(publicTitles);
      expect(answer.result.total, who).toEqual({ count: 8, exact: true });
      expect(answer.result.models.every((m: { creator: { uid: string } }) => m.creator.uid === creator.user.id), who).toBe(true);
    }
  });

  it('pages through them with the cursor, none skipped or repeated', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await t.client().call('searchModels', { creatorId: creator.user.id, limit: 3, cursor });
      expect(answer.status).toBe(200);
      seen.push(...answer.result.models.map((m: { title: string }) => m.title));
      cursor = answer.result.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(publicTitles);
  });

  it('combines with text and the other filters and sorts', async () => {
    expect(await titlesFor(t.client(), { creatorId: creator.user.id, q: 'music' })).toHaveLength(4);
    expect(await titlesFor(t.client(), { creatorId: creator.user.id, q: 'someone' })).toEqual([]);
    expect(await titlesFor(t.client(), { creatorId: creator.user.id, category: 'Art' })).toEqual([]);
  });

  it('answers an empty list for a user with no models or no account', async () => {
    expect(await titlesFor(t.client(), { creatorId: admin.user.id })).toEqual([]);
    expect(await titlesFor(t.client(), { creatorId: 'no-such-user' })).toEqual([]);
  });

  it('refuses an id that is not a user id with a 400 naming creatorId', async () => {
    for (const creatorId of ['', 'a b', 'x'.repeat(65), 'abc\u0000', "x' or 1=1 --", 42, null]) {
      const answer = await t.client().call('searchModels', { creatorId });
      expect(answer.status, JSON.stringify(creatorId)).toBe(400);
      expect(answer.error?.message, JSON.stringify(creatorId)).toMatch(/^creatorId: /);
    }
  });
});
