import type { ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../../shared/contracts/models/model-shapes';
import { downloads, models, modelViews, shares } from '../../db/schema';
import { createUser, reloadUser, type TestUser } from '../../test/factories';
import { createModelViaApi, fixture } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rollUpCounters } from '../counters/roll-up-counters';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let hidden: ModelDetail;
const inFlight = new Set<ServerResponse>();
const cube = fixture('20mm-xyz-cube.stl');
beforeAll(async () => {
  t = await createTestApp();
  t.app.server.on('request', (_request, response) => {
    inFlight.add(response);
    response.on('close', () => inFlight.delete(response));
  });
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  hidden = await createModelViaApi(owner.client, { title: 'Hidden', visibility: 'private', previews: [] });
});
afterAll(async () => {
  // A client has every byte of a download once Content-Length is reached, but the server ends the
  // response on a later turn of the event loop, which PGlite's microtask-only queries can hold
  // off. A response still open when app.close() starts keeps its keep-alive connection, and close
  // then waits out the 72 s keep-alive timeout: so wait for the server side first.
  for (let i = 0; inFlight.size > 0 && i < 500; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  await t?.close();
});

// Rows as the roll-up job leaves them, with the shards' counts moved in (decision 027).
const modelRow = async (id: string) => {
  await rollUpCounters(t.services.db, t.services.jobs);
  return (await t.services.db.select().from(models).where(eq(models.id, id)))[0]!;
};
const ownerRow = async (id: string) => {
  await rollUpCounters(t.services.db, t.services.jobs);
  return (await reloadUser(t, id))!;
};
const newModel = (title: string) => createModelViaApi(owner.client, { title, previews: [] });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const counters = async (modelId: string) => (await modelRow(modelId)).downloads;

describe('recordModelView', () => {
  it('counts a visitor once per 30 minutes, and the owner’s total follows', async () => {
    const model = await newModel('Viewed');
    const totalBefore = (await ownerRow(owner.user.id)).totalViews;
    const visitor = t.client();
    expect((await visitor.call('recordModelView', { modelId: model.id })).result).toEqual({ success: true, counted: true, views: 1 });
    // The same browser (its visitor cookie), whatever it calls itself: the same visitor.
    const again = await visitor.fetch('/api/fn/recordModelView', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Another browser/1.0' },
      body: JSON.stringify({ data: { modelId: model.id } }),
    });
    expect((await again.json()).result).toEqual({ success: true, counted: false, views: 1 });
    expect((await other.client.call('recordModelView', { modelId: model.id })).result).toEqual({ success: true, counted: true, views: 2 });
    expect((await other.client.call('recordModelView', { modelId: model.id })).result.counted).toBe(false);
    let row = await modelRow(model.id);
    expect(row.views).toBe(2);
    expect(row.lastViewedAt).not.toBeNull();
    expect((await ownerRow(owner.user.id)).totalViews).toBe(totalBefore + 2);

    await t.services.db
      .update(modelViews)
      .set({ countedAt: sql`now() - interval '31 minutes'` })
      .where(eq(modelViews.visitorKey, `u:${other.user.id}`));
    expect((await other.client.call('recordModelView', { modelId: model.id })).result.counted).toBe(true);
    expect((await other.client.call('recordModelView', { modelId: model.id })).result.counted).toBe(false);
    row = await modelRow(model.id);
    expect(row.views).toBe(3);
    expect((await ownerRow(owner.user.id)).totalViews).toBe(totalBefore + 3);
    // The anonymous visitor is kept by a keyed hash, never by the IP itself.
    const keys = (await t.services.db.select().from(modelViews).where(eq(modelViews.modelId, model.id))).map((v) => v.visitorKey);
    expect(keys.sort()).toEqual([expect.stringMatching(/^a:[0-9a-f]{32}$/), `u:${other.user.id}`]);
    expect(keys.join()).not.toContain('127.0.0.1');
  });

  it("answers 'Model not found' for a private model to the signed out and other users, counts for owner and admin", async () => {
    for (const client of [t.client(), other.client]) {
      const answer = await client.call('recordModelView', { modelId: hidden.id });
      expect(answer.error).toMatchObject({ status: 404, message: 'Model not found' });
    }
    for (const client of [owner.client, admin.client]) {
      expect((await client.call('recordModelView', { modelId: hidden.id })).result).toMatchObject({ success: true, counted: true });
    }
    expect((await modelRow(hidden.id)).views).toBe(2);
  });

  it('refuses bad input and unknown ids', async () => {
    expect((await t.client().call('recordModelView', {})).status).toBe(400);
    expect((await t.client().call('recordModelView', { modelId: 'x'.repeat(65) })).status).toBe(400);
    for (const modelId of ['nope', '../../etc/passwd']) {
      expect((await t.client().call('recordModelView', { modelId })).error).toMatchObject({ status: 404, message: 'Model not found' });
    }
    expect((await t.client().call('recordModelView', { modelId: 'a\u0000b' })).error).toMatchObject({
      status: 400,
      message: 'modelId: must not contain the NUL character (U+0000)',
    });
  });

  it('still answers success when the view cannot be counted (SPEC §8)', async () => {
    const model = await newModel('Uncountable');
    await t.services.db.execute(sql`alter table model_views rename to model_views_away`);
    try {
      const answer = await admin.client.call('recordModelView', { modelId: model.id });
      expect(answer.status).toBe(200);
      expect(answer.result).toEqual({ success: true, counted: false, views: 0 });
    } finally {
      await t.services.db.execute(sql`alter table model_views_away rename to model_views`);
    }
    expect((await modelRow(model.id)).views).toBe(0);
  });
});

describe('recordShare', () => {
  it('records a share with its platform and answers the new count', async () => {
    const model = await newModel('Shared');
    const first = await t.client().call('recordShare', { modelId: model.id, platform: 'whatsapp' });
    expect(first.result).toEqual({ success: true, counted: true, shares: 1 });
    const second = await other.client.call('recordShare', { modelId: model.id, platform: 'x' });
    expect(second.result).toEqual({ success: true, counted: true, shares: 2 });
    expect((await other.client.call('recordShare', { modelId: model.id, platform: 'copy' })).result.shares).toBe(3);
    const rows = await t.services.db.select().from(shares).where(eq(shares.modelId, model.id)).orderBy(shares.id);
    expect(rows.map((r) => [r.sharerId, r.platform])).toEqual([
      [null, 'whatsapp'],
      [other.user.id, 'x'],
      [other.user.id, 'copy'],
    ]);
    const row = await modelRow(model.id);
    expect(row.shares).toBe(3);
    expect(row.lastSharedAt).not.toBeNull();
  });

  it("answers 'Model not found' for a private model to the signed out and other users, records for owner and admin", async () => {
    for (const client of [t.client(), other.client]) {
      const answer = await client.call('recordShare', { modelId: hidden.id, platform: 'copy' });
      expect(answer.error).toMatchObject({ status: 404, message: 'Model not found' });
    }
    expect((await owner.client.call('recordShare', { modelId: hidden.id, platform: 'copy' })).result.shares).toBe(1);
    expect((await admin.client.call('recordShare', { modelId: hidden.id, platform: 'email' })).result.shares).toBe(2);
  });

  it('refuses an unknown platform or model and writes nothing', async () => {
    const model = await newModel('Not shared');
    const bad = await other.client.call('recordShare', { modelId: model.id, platform: 'myspace' });
    expect(bad.status).toBe(400);
    expect(bad.error!.message).toContain('platform');
    expect((await other.client.call('recordShare', { modelId: model.id })).status).toBe(400);
    expect((await other.client.call('recordShare', { modelId: 'nope', platform: 'copy' })).error).toMatchObject({
      status: 404,
      message: 'Model not found',
    });
    expect((await modelRow(model.id)).shares).toBe(0);
    expect(await t.services.db.select().from(shares).where(eq(shares.modelId, model.id))).toEqual([]);
  });
});

describe('download counting', () => {
  let model: ModelDetail;
  let url: string;
  beforeAll(async () => {
    model = await createModelViaApi(owner.client, { title: 'Counted', files: [{ name: 'cube.stl', bytes: cube }], previews: [] });
    url = model.files[0]!.url;
  });
  const fetchAll = async (client: TestClient, path: string, init?: RequestInit) => bytesOf(await client.fetch(path, init));

  it('counts once per person, model and day, and the owner’s total follows', async () => {
    const ownerBefore = (await ownerRow(owner.user.id)).totalDownloads;
    await fetchAll(other.client, url);
    await fetchAll(other.client, url);
    await fetchAll(other.client, model.zipUrl);
    expect(await counters(model.id)).toBe(1);
    await fetchAll(admin.client, model.zipUrl);
    await fetchAll(admin.client, url);
    expect(await counters(model.id)).toBe(2);
    const visitor = t.client();
    await fetchAll(visitor, url);
    await fetchAll(visitor, url);
    expect(await counters(model.id)).toBe(3);
    // A browser is its visitor cookie, not its User-Agent; a new browser is a new visitor.
    await fetchAll(visitor, url, { headers: { 'user-agent': 'Another browser/1.0' } });
    expect(await counters(model.id)).toBe(3);
    await fetchAll(t.client(), url);
    expect(await counters(model.id)).toBe(4);
    expect((await ownerRow(owner.user.id)).totalDownloads).toBe(ownerBefore + 4);

    const rows = await t.services.db.select().from(downloads).where(eq(downloads.modelId, model.id));
    expect(rows.find((r) => r.userId === other.user.id)?.visitorKey).toBe(`u:${other.user.id}`);
    const anonymous = rows.filter((r) => r.userId === null);
    expect(anonymous).toHaveLength(2);
    for (const row of anonymous) expect(row.visitorKey).toMatch(/^a:[0-9a-f]{32}$/);
  });

  it('does not count HEAD, 304, ranges short of the whole file or refused requests; counts a range of the whole file', async () => {
    const fresh = await createUser(t);
    const etag = `"${model.files[0]!.sha256}"`;
    await fetchAll(fresh.client, url, { method: 'HEAD' });
    await fetchAll(fresh.client, url, { headers: { 'if-none-match': etag } });
    await fetchAll(fresh.client, url, { headers: { range: 'bytes=500-' } });
    await fetchAll(fresh.client, url, { headers: { range: 'bytes=999999-' } });
    const before = await counters(model.id);
    await fetchAll(fresh.client, url, { headers: { range: 'bytes=0-99' } });
    await fetchAll(fresh.client, url, { headers: { range: 'bytes=0-0' } });
    expect(await counters(model.id)).toBe(before);
    await fetchAll(fresh.client, url, { headers: { range: 'bytes=0-' } });
    expect(await counters(model.id)).toBe(before + 1);
  });

  it('counts the same person again on another day', async () => {
    const before = await counters(model.id);
    await t.services.db
      .update(downloads)
      .set({ day: sql`${downloads.day} - 1` })
      .where(and(eq(downloads.modelId, model.id), eq(downloads.userId, other.user.id)));
    await fetchAll(other.client, url);
    expect(await counters(model.id)).toBe(before + 1);
  });

  it('still serves the file when the download cannot be counted (SPEC §8)', async () => {
    const before = await counters(model.id);
    const fresh = await createUser(t);
    await t.services.db.execute(sql`alter table downloads rename to downloads_away`);
    try {
      const response = await fresh.client.fetch(url);
      expect(response.status).toBe(200);
      expect(await bytesOf(response)).toEqual(cube);
    } finally {
      await t.services.db.execute(sql`alter table downloads_away rename to downloads`);
    }
    expect(await counters(model.id)).toBe(before);
  });
});
