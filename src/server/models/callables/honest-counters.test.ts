import type { ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerFileUrl } from '../../../shared/constants/viewer-file-url';
import { countIpDays, downloads, models, modelViews, shares } from '../../db/schema';
import { pruneCountMarks } from '../counters/prune-count-marks';
import { VISITOR_COOKIE, visitorCookie } from '../media/visitor-cookie';
import { createUser, type TestUser } from '../../test/factories';
import { putOnTier } from '../../test/creator-on-tier';
import { createModelViaApi, fixture } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rollUpCounters } from '../counters/roll-up-counters';
import type { TestClient } from '../../test/test-client';

// Decision 020. Behind a proxy (TRUST_PROXY), so each request can come from the address it names.
const CEILING = 3;
let t: TestApp;
let owner: TestUser;
const inFlight = new Set<ServerResponse>();
const cube = fixture('20mm-xyz-cube.stl');

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', COUNTS_PER_IP_PER_DAY: String(CEILING) });
  t.app.server.on('request', (_request, response) => {
    inFlight.add(response);
    response.on('close', () => inFlight.delete(response));
  });
  owner = await createUser(t);
  // More models in a month than a Basic Creator may publish.
  await putOnTier(t, owner.user.id, 'elite');
});
afterAll(async () => {
  // See model-activity.test.ts: let the server finish every response before closing.
  for (let i = 0; inFlight.size > 0 && i < 500; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  await t?.close();
});

const newModel = (title: string, visibility: 'public' | 'private' = 'public') =>
  createModelViaApi(owner.client, { title, files: [{ name: 'cube.stl', bytes: cube }], previews: [], visibility });
// The row's counters after the roll-up job has moved the shards' counts into it (decision 027).
const row = async (id: string) => {
  await rollUpCounters(t.services.db, t.services.jobs);
  return (await t.services.db.select().from(models).where(eq(models.id, id)))[0]!;
};
const from = (ip: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130') => ({ 'x-forwarded-for': ip, 'user-agent': userAgent });

async function download(client: TestClient, path: string, headers: Record<string, string>): Promise<Response> {
  const response = await client.fetch(path, { headers });
  await response.arrayBuffer();
  return response;
}
async function call(client: TestClient, name: string, data: unknown, headers: Record<string, string>) {
  const { body } = await client.postJson(`/api/fn/${name}`, { data }, headers);
  return body.result;
}

describe('one visitor', () => {
  it('is one browser however many User-Agents it sends', async () => {
    const model = await newModel('Many browsers');
    const browser = t.client();
    for (let i = 0; i < 20; i += 1) {
      const ua = from('198.51.100.1', `Browser/${i}.0`);
      await call(browser, 'recordModelView', { modelId: model.id }, ua);
      await download(browser, model.files[0]!.url, ua);
      await download(browser, model.zipUrl, ua);
    }
    const counted = await row(model.id);
    expect([counted.views, counted.downloads]).toEqual([1, 1]);
  });

  it('is capped per IP address and day when cookies or User-Agents are thrown away, each kind and model on its own', async () => {
    const model = await newModel('Rotating cookies');
    for (let i = 0; i < 20; i += 1) {
      // A new client keeps no cookie from the last one: a fresh visitor id every time.
      const headers = from('198.51.100.2', `Browser/${i}.0`);
      await call(t.client(), 'recordModelView', { modelId: model.id }, headers);
      await download(t.client(), model.files[0]!.url, headers);
      await call(t.client(), 'recordShare', { modelId: model.id, platform: 'x' }, headers);
    }
    // Forged ids of the right shape fare no better.
    for (let i = 0; i < 5; i += 1) {
      const forged = t.client();
      forged.cookies.set(VISITOR_COOKIE, `forged-visitor-id-${String(i).padStart(4, '0')}`);
      await call(forged, 'recordModelView', { modelId: model.id }, from('198.51.100.2'));
    }
    let counted = await row(model.id);
    expect([counted.views, counted.downloads, counted.shares]).toEqual([CEILING, CEILING, CEILING]);
    expect(await t.services.db.select().from(downloads).where(eq(downloads.modelId, model.id))).toHaveLength(CEILING);

    // Another address has its own ceiling, and so has another model.
    await call(t.client(), 'recordModelView', { modelId: model.id }, from('203.0.113.9'));
    const other = await newModel('Next door');
    await call(t.client(), 'recordModelView', { modelId: other.id }, from('198.51.100.2'));
    counted = await row(model.id);
    expect(counted.views).toBe(CEILING + 1);
    expect((await row(other.id)).views).toBe(1);
    // Only keyed hashes of addresses are kept.
    const tallies = await t.services.db.select().from(countIpDays).where(eq(countIpDays.modelId, model.id));
    expect(JSON.stringify(tallies)).not.toContain('198.51.100');
  });

  it('is their account when signed in, from any address, and accounts are not held to an address’s ceiling', async () => {
    const model = await newModel('Signed in');
    const reader = await createUser(t);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']) {
      await call(reader.client, 'recordModelView', { modelId: model.id }, from(ip));
      await download(reader.client, model.files[0]!.url, from(ip));
      await call(reader.client, 'recordShare', { modelId: model.id, platform: 'copy' }, from(ip));
    }
    let counted = await row(model.id);
    expect([counted.views, counted.downloads, counted.shares]).toEqual([1, 1, 1]);
    expect(reader.client.cookies.has(VISITOR_COOKIE)).toBe(false);

    for (let i = 0; i < CEILING + 2; i += 1) {
      const someone = await createUser(t);
      await call(someone.client, 'recordModelView', { modelId: model.id }, from('192.0.2.99'));
    }
    counted = await row(model.id);
    expect(counted.views).toBe(1 + CEILING + 2);
  });

  it('holds when the requests come all at once, as from several server nodes sharing the database', async () => {
    const model = await newModel('Rushed');
    await Promise.all(Array.from({ length: 12 }, () => call(t.client(), 'recordModelView', { modelId: model.id }, from('198.51.100.11'))));
    const browser = t.client();
    await call(browser, 'recordModelView', { modelId: model.id }, from('198.51.100.12'));
    await Promise.all(Array.from({ length: 8 }, () => download(browser, model.files[0]!.url, from('198.51.100.12'))));
    const counted = await row(model.id);
    expect([counted.views, counted.downloads]).toEqual([CEILING + 1, 1]);
  });
});

describe('downloads', () => {
  it('count a whole file only: probes and pieces do not, and a visitor counts once a day whatever the ranges', async () => {
    const model = await newModel('Ranges');
    const url = model.files[0]!.url;
    const browser = t.client();
    for (let i = 0; i < 10; i += 1) {
      const response = await download(browser, url, { ...from('198.51.100.3'), range: 'bytes=0-0' });
      expect(response.status).toBe(206);
    }
    await download(browser, url, { ...from('198.51.100.3'), range: 'bytes=0-99' });
    await download(browser, url, { ...from('198.51.100.3'), range: 'bytes=100-' });
    expect((await row(model.id)).downloads).toBe(0);
    await download(browser, url, { ...from('198.51.100.3'), range: `bytes=0-${cube.length - 1}` });
    await download(browser, url, from('198.51.100.3'));
    await download(browser, url, { ...from('198.51.100.3'), range: 'bytes=0-' });
    expect((await row(model.id)).downloads).toBe(1);
  });

  it('are never counted when the 3D view fetches the file, which keeps the model’s access rules', async () => {
    const model = await newModel('Looked at');
    const viewUrl = viewerFileUrl(model.files[0]!.url);
    for (let i = 0; i < 3; i += 1) {
      const response = await t.client().fetch(viewUrl, { headers: from('198.51.100.4') });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(cube)).toBe(true);
    }
    expect((await row(model.id)).downloads).toBe(0);

    const hidden = await newModel('Looked at in private', 'private');
    const hiddenUrl = viewerFileUrl(hidden.files[0]!.url);
    const stranger = await createUser(t);
    for (const client of [t.client(), stranger.client]) {
      const response = await client.fetch(hiddenUrl);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe('Model not found');
    }
    const mine = await owner.client.fetch(hiddenUrl);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toContain('no-store');
    await mine.arrayBuffer();
    expect((await row(hidden.id)).downloads).toBe(0);

    const bad = await t.client().fetch(`${model.files[0]!.url}?view=yes`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/^view /);
  });
});

describe('shares', () => {
  it('count once per visitor, model, platform and day', async () => {
    const model = await newModel('Shared a lot');
    const browser = t.client();
    const clicks = [];
    for (let i = 0; i < 7; i += 1) clicks.push(await call(browser, 'recordShare', { modelId: model.id, platform: 'whatsapp' }, from('198.51.100.5')));
    expect(clicks.map((c) => c.counted)).toEqual([true, false, false, false, false, false, false]);
    expect(clicks.at(-1)).toEqual({ success: true, counted: false, shares: 1 });
    expect((await call(browser, 'recordShare', { modelId: model.id, platform: 'facebook' }, from('198.51.100.5'))).shares).toBe(2);

    await t.services.db.update(shares).set({ day: sql`${shares.day} - 1` }).where(and(eq(shares.modelId, model.id), eq(shares.platform, 'whatsapp')));
    expect((await call(browser, 'recordShare', { modelId: model.id, platform: 'whatsapp' }, from('198.51.100.5'))).shares).toBe(3);
    expect((await row(model.id)).shares).toBe(3);
    expect(await t.services.db.select().from(shares).where(eq(shares.modelId, model.id))).toHaveLength(3);
  });
});

describe('views', () => {
  it('answer the count including this view', async () => {
    const model = await newModel('Counted at once');
    expect(await call(t.client(), 'recordModelView', { modelId: model.id }, from('198.51.100.6'))).toEqual({ success: true, counted: true, views: 1 });
    expect(await call(t.client(), 'recordModelView', { modelId: model.id }, from('198.51.100.7'))).toEqual({ success: true, counted: true, views: 2 });
  });
});

describe('the visitor cookie', () => {
  it('is first-party, HttpOnly, SameSite=Lax, ends with the UTC day, and Secure on an https site', async () => {
    const model = await newModel('Cookie');
    const { headers } = await t.client().fetch('/api/fn/recordModelView', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { modelId: model.id } }),
    });
    const [cookie] = headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE.replace('.', '\\.')}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=\\d+; Expires=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toMatch(/Domain=/i);

    const at = new Date('2026-03-04T22:30:00Z');
    const https = visitorCookie('abcdefghijklmnopqrstuv', true, at);
    expect(https).toContain('Max-Age=5400');
    expect(https).toContain('Expires=Thu, 05 Mar 2026 00:00:00 GMT');
    expect(https.endsWith('; Secure')).toBe(true);
  });

  it('is not sent again once the browser keeps one, nor on a file fetched for the 3D view', async () => {
    const model = await newModel('Cookie kept');
    const browser = t.client();
    await call(browser, 'recordModelView', { modelId: model.id }, from('198.51.100.8'));
    expect(browser.cookies.has(VISITOR_COOKIE)).toBe(true);
    const response = await browser.fetch(model.files[0]!.url, { headers: from('198.51.100.8') });
    await response.arrayBuffer();
    expect(response.headers.getSetCookie()).toEqual([]);
    const looked = await t.client().fetch(viewerFileUrl(model.files[0]!.url));
    await looked.arrayBuffer();
    expect(looked.headers.getSetCookie()).toEqual([]);
  });

  it('keeps a public file’s first download out of shared caches, as it carries a new id', async () => {
    const model = await newModel('Not for caches');
    const response = await t.client().fetch(model.files[0]!.url, { headers: from('198.51.100.10') });
    await response.arrayBuffer();
    expect(response.headers.getSetCookie()).toHaveLength(1);
    expect(response.headers.get('cache-control')).toMatch(/^private\b/);
  });
});

describe('pruning', () => {
  it('drops past days’ IP tallies and view marks older than trending reads, and keeps the rest', async () => {
    const model = await newModel('Pruned');
    await t.services.db.insert(countIpDays).values([
      { kind: 'view', modelId: model.id, ipKey: 'old', day: sql`(now() at time zone 'UTC')::date - 2`, count: 1 },
      { kind: 'view', modelId: model.id, ipKey: 'yesterday', day: sql`(now() at time zone 'UTC')::date - 1`, count: 1 },
      { kind: 'view', modelId: model.id, ipKey: 'today', day: sql`(now() at time zone 'UTC')::date`, count: 1 },
    ]);
    await t.services.db.insert(modelViews).values([
      { modelId: model.id, visitorKey: 'old', countedAt: sql`now() - interval '8 days'` },
      { modelId: model.id, visitorKey: 'recent', countedAt: sql`now() - interval '6 days'` },
    ]);
    expect(await pruneCountMarks(t.services.db)).toBeGreaterThanOrEqual(2);
    const tallies = await t.services.db.select().from(countIpDays).where(eq(countIpDays.modelId, model.id));
    expect(tallies.map((r) => r.ipKey).sort()).toEqual(['today', 'yesterday']);
    const marks = await t.services.db.select().from(modelViews).where(eq(modelViews.modelId, model.id));
    expect(marks.map((r) => r.visitorKey)).toEqual(['recent']);
  });
});
