import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slicerHref, SLICERS } from '../../../shared/constants/slicers';
import type { ModelDetail } from '../../../shared/contracts/models/model-shapes';
import { downloads } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi, fixture } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signSlicerGrant } from '../media/slicer-link';
import { slicerFileUrl } from '../model-urls';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let open: ModelDetail;
let hidden: ModelDetail;
const cube = fixture('20mm-xyz-cube.stl');

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  // A GLB beside the STL: slicers do not open it, so it gets no link.
  open = await createModelViaApi(owner.client, { files: [{ name: 'cube.stl', bytes: cube }, { name: 'duck.glb', bytes: fixture('Duck.glb') }] });
  hidden = await createModelViaApi(owner.client, { visibility: 'private' });
});
afterAll(async () => t?.close());

const downloadsOf = async (modelId: string) => (await t.services.db.select().from(downloads).where(eq(downloads.modelId, modelId))).length;

describe('getSlicerLinks', () => {
  it('gives anyone signed, absolute, short-lived links to a public model\'s STL, OBJ and 3MF files', async () => {
    for (const client of [t.client(), other.client, owner.client, admin.client]) {
      const answer = await client.call('getSlicerLinks', { modelId: open.id });
      expect(answer.status).toBe(200);
      const stl = open.files.filter((f) => f.format === 'stl');
      expect(answer.result.files.map((f: { fileId: string }) => f.fileId)).toEqual(stl.map((f) => f.id));
      const [link] = answer.result.files;
      expect(link.url.startsWith(`${t.services.config.publicUrl}/media/slicer/${stl[0]!.id}/cube.stl?`)).toBe(true);
      expect(new URL(link.url).searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const minutes = (Date.parse(answer.result.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9);
      expect(minutes).toBeLessThanOrEqual(10);
    }
  });

  it('serves the file\'s bytes through the link without a session, and counts it as one download', async () => {
    const before = await downloadsOf(open.id);
    const { result } = await other.client.call('getSlicerLinks', { modelId: open.id });
    expect(await downloadsOf(open.id)).toBe(before);
    const response = await fetch(result.files[0].url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('cube.stl');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(cube)).toBe(true);
    expect(await downloadsOf(open.id)).toBe(before + 1);
    // Once per person, model and day, as the download link counts.
    await (await fetch(result.files[0].url)).arrayBuffer();
    expect(await downloadsOf(open.id)).toBe(before + 1);
  });

  it('builds each slicer\'s URL scheme around the link', () => {
    const url = 'https://meshmandi.example/media/slicer/abc/cube.stl?expires=1&by=&sig=x';
    expect(SLICERS.map((s) => slicerHref(s, url))).toEqual([
      `prusaslicer://open?file=${encodeURIComponent(url)}`,
      `bambustudio://open?file=${encodeURIComponent(url)}`,
      `orcaslicer://open?file=${encodeURIComponent(url)}`,
      `cura://open?file=${encodeURIComponent(url)}`,
    ]);
  });

  it('keeps a private model private: links only for its owner and admins', async () => {
    for (const client of [t.client(), other.client]) {
      const answer = await client.call('getSlicerLinks', { modelId: hidden.id });
      expect(answer.error).toMatchObject({ status: 404, message: 'Model not found' });
    }
    for (const client of [owner.client, admin.client]) {
      const answer = await client.call('getSlicerLinks', { modelId: hidden.id });
      expect(answer.status).toBe(200);
      const response = await fetch(answer.result.files[0].url);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(cube)).toBe(true);
    }
  });

  it('stops serving a link made for a public model once the model is made private, to anyone but its owner and admins', async () => {
    const model = await createModelViaApi(owner.client);
    const { result } = await other.client.call('getSlicerLinks', { modelId: model.id });
    const { result: own } = await owner.client.call('getSlicerLinks', { modelId: model.id });
    expect((await owner.client.call('updateModel', { modelId: model.id, visibility: 'private' })).status).toBe(200);
    const refused = await fetch(result.files[0].url);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe('Model not found');
    expect((await fetch(own.files[0].url)).status).toBe(200);
  });

  it('refuses bad input and unknown models with a clear message', async () => {
    expect((await t.client().call('getSlicerLinks', {})).error).toMatchObject({ status: 400 });
    expect((await t.client().call('getSlicerLinks', { modelId: 42 })).status).toBe(400);
    expect((await t.client().call('getSlicerLinks', { modelId: 'no such model' })).error).toMatchObject({ status: 404, message: 'Model not found' });
  });
});

describe('the slicer link', () => {
  const fileOf = () => open.files.find((f) => f.format === 'stl')!;
  const signed = (fileId: string, expires: number, userId = '') =>
    `${t.url}${slicerFileUrl(fileId, 'cube.stl', signSlicerGrant(t.services.auth.options.secret, { fileId, expires, userId }))}`;
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses an expired link with 410, saying what to do, and counts nothing', async () => {
    const before = await downloadsOf(open.id);
    const response = await fetch(signed(fileOf().id, now() - 1));
    expect(response.status).toBe(410);
    expect((await response.json()).error.message).toBe('This slicer link has expired. Open the model page and choose your slicer again.');
    expect(await downloadsOf(open.id)).toBe(before);
  });

  it('refuses a tampered link with 403: another file, a later time, another person, a cut signature', async () => {
    const good = new URL(signed(fileOf().id, now() + 600));
    expect((await fetch(good)).status).toBe(200);
    const otherFile = hidden.files[0]!.id;
    const tampered = [
      new URL(good.href.replace(`/slicer/${fileOf().id}/`, `/slicer/${otherFile}/`)),
      Object.assign(new URL(good), { search: good.search.replace(/expires=\d+/, `expires=${now() + 86_400}`) }),
      Object.assign(new URL(good), { search: good.search.replace('by=', `by=${admin.user.id}`) }),
      Object.assign(new URL(good), { search: good.search.slice(0, -5) }),
      new URL(good.pathname, good),
    ];
    for (const url of tampered) {
      const response = await fetch(url);
      expect(response.status, url.href).toBe(403);
      expect((await response.json()).error.message).toBe('This slicer link is not valid: it was changed or cut short. Open the model page and choose your slicer again.');
    }
  });

  it('answers 404 for a file name that is not the file\'s', async () => {
    const good = signed(fileOf().id, now() + 600);
    expect((await fetch(good.replace('/cube.stl?', '/other.stl?'))).status).toBe(404);
  });
});
