import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import { modelFiles, models } from '../db/schema';
import { attachmentDisposition } from '../models/media/content-disposition';
import { resolveRange } from '../models/media/http-range';
import { createUser, testImage, type TestUser } from '../test/factories';
import { createModelViaApi, fixture } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let open: ModelDetail;
let hidden: ModelDetail;
const inFlight = new Set<ServerResponse>();
const cube = fixture('20mm-xyz-cube.stl');
const gears = fixture('core_cube_gears.3mf');
const box = fixture('box.obj');

beforeAll(async () => {
  t = await createTestApp();
  t.app.server.on('request', (_request, response) => {
    inFlight.add(response);
    response.on('close', () => inFlight.delete(response));
  });
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  const files = [
    { name: 'cube.stl', bytes: cube },
    { name: 'gears.3mf', bytes: gears },
  ];
  open = await createModelViaApi(owner.client, { title: 'Open cube', files });
  hidden = await createModelViaApi(owner.client, { title: 'Hidden cube', files, visibility: 'private' });
});
afterAll(async () => {
  // A client has every byte once Content-Length is reached, but the server finishes the response
  // on a later turn of the event loop, and PGlite queries run on microtasks that can keep it from
  // turning. A response still open when app.close() starts keeps its keep-alive connection, and
  // close() then waits out the 72 s keep-alive timeout: so wait for the server side first.
  for (let i = 0; inFlight.size > 0 && i < 500; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  await t?.close();
});

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const counters = async (modelId: string) => {
  const [row] = await t.services.db.select({ downloads: models.downloads }).from(models).where(eq(models.id, modelId));
  return row!.downloads;
};

async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

describe('who may fetch a model’s media', () => {
  const urls = (model: ModelDetail) => [model.previewImages[0]!.url, model.files[0]!.url, model.zipUrl];

  it('serves a public model’s preview, file and ZIP to anyone', async () => {
    for (const url of urls(open)) {
      const response = await t.client().fetch(url);
      expect(response.status).toBe(200);
      // An unread body would hold the stream open and the app could not close.
      expect((await bytesOf(response)).length).toBeGreaterThan(0);
    }
  });

  it("answers 'Model not found' for a private model to the signed out and to other users", async () => {
    for (const client of [t.client(), other.client]) {
      for (const url of urls(hidden)) {
        const response = await client.fetch(url);
        expect(response.status).toBe(404);
        expect((await response.json()).error.message).toBe('Model not found');
      }
    }
    expect(await counters(hidden.id)).toBe(0);
  });

  it('serves a private model’s media to its owner and to admins, never to shared caches', async () => {
    for (const client of [owner.client, admin.client]) {
      for (const url of urls(hidden)) {
        const response = await client.fetch(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toMatch(/no-store/);
        await response.arrayBuffer();
      }
    }
  });

  it('answers 404 for unknown ids, unknown names and path tricks', async () => {
    const anon = t.client();
    const preview = open.previewImages[0]!;
    const file = open.files[0]!;
    const paths = [
      `/media/models/nope/previews/${preview.id}-400.webp`,
      `/media/models/${open.id}/previews/${preview.id}-123.webp`,
      `/media/models/${open.id}/previews/nope-400.webp`,
      `/media/models/${open.id}/previews/..%2F..%2Fetc%2Fpasswd`,
      `/media/models/${open.id}/previews/${hidden.previewImages[0]!.id}-400.webp`,
      `/media/models/..%2F..%2Fetc/previews/${preview.id}-400.webp`,
      `/media/models/%00/download.zip`,
      `/media/models/nope/download.zip`,
      `/media/models/${open.id}/files/${file.id}/..%2F..%2Fetc%2Fpasswd`,
      `/media/models/${open.id}/files/${file.id}/../../../etc/passwd`,
      `/media/models/${open.id}/files/${file.id}/other.stl`,
      `/media/models/${open.id}/files/nope/cube.stl`,
      `/media/models/${open.id}/files/${hidden.files[0]!.id}/cube.stl`,
      `/media/models/${open.id}/files/${file.id}/`,
    ];
    for (const path of paths) {
      const response = await anon.fetch(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/json|html/);
      expect((await response.text()).includes('root:'), path).toBe(false);
    }
  });
});

describe('previews', () => {
  it('serves the WebP of a stored width, cached for good when the model is public', async () => {
    const size = open.previewImages[0]!.sizes[0]!;
    const response = await t.client().fetch(size.url);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=3600, immutable');
    const body = await bytesOf(response);
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
  });
});

describe('files', () => {
  const fileUrl = () => open.files[0]!.url;

  it('sends the exact bytes with type, length, ranges, ETag and a safe attachment name', async () => {
    const response = await t.client().fetch(fileUrl());
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(cube);
    expect(response.headers.get('content-type')).toBe('model/stl');
    expect(response.headers.get('content-length')).toBe(String(cube.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="cube.stl"; filename*=UTF-8''cube.stl`);
    expect(response.headers.get('etag')).toBe(`"${open.files[0]!.sha256}"`);
    expect(response.headers.get('content-encoding')).toBeNull();
    const gearsFile = await t.client().fetch(open.files[1]!.url);
    expect(gearsFile.headers.get('content-type')).toBe('model/3mf');
    expect(await bytesOf(gearsFile)).toEqual(gears);
  });

  it('answers HEAD with the headers alone and If-None-Match with 304', async () => {
    const head = await t.client().fetch(fileUrl(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(cube.length));
    expect((await bytesOf(head)).length).toBe(0);
    const etag = head.headers.get('etag')!;
    const cached = await t.client().fetch(fileUrl(), { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=100-', 100, cube.length - 1],
    ['bytes=-5', cube.length - 5, cube.length - 1],
    ['bytes=7-7', 7, 7],
    ['bytes=13000-999999', 13000, cube.length - 1],
  ])('answers Range %s with 206 and the exact slice', async (range, start, end) => {
    const response = await t.client().fetch(fileUrl(), { headers: { range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${cube.length}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(await bytesOf(response)).toEqual(cube.subarray(start, end + 1));
  });

  it.each(['bytes=999999-', 'bytes=-0', `bytes=${cube.length}-`])('answers unsatisfiable Range %s with 416', async (range) => {
    const response = await t.client().fetch(fileUrl(), { headers: { range } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${cube.length}`);
    expect((await response.json()).error.status).toBe(416);
  });

  it.each(['bytes=9-2', 'bytes=0-1,5-6', 'items=0-5', 'bytes=abc'])('ignores a Range it does not serve (%s): the whole file', async (range) => {
    const response = await t.client().fetch(fileUrl(), { headers: { range } });
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(cube);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const stale = await t.client().fetch(fileUrl(), { headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
    expect(await bytesOf(stale)).toEqual(cube);
    const current = await t.client().fetch(fileUrl(), { headers: { range: 'bytes=0-9', 'if-range': `"${open.files[0]!.sha256}"` } });
    expect(current.status).toBe(206);
    expect(await bytesOf(current)).toEqual(cube.subarray(0, 10));
  });

  it('keeps quotes, line breaks and folders out of Content-Disposition and keeps Unicode in filename*', async () => {
    const model = await createModelViaApi(owner.client, { files: [{ name: 'box.obj', bytes: box }], previews: [] });
    const nasty = 'we"ird\r\nSet-Cookie: x=1; ..\\नमस्ते मॉडल.obj';
    await t.services.db.update(modelFiles).set({ name: nasty }).where(eq(modelFiles.id, model.files[0]!.id));
    const response = await t.client().fetch(`/media/models/${model.id}/files/${model.files[0]!.id}/${encodeURIComponent(nasty)}`);
    expect(response.status).toBe(200);
    // Only our own visitor cookie (decision 020), nothing smuggled in by the name.
    expect(response.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['meshmandi.visitor']);
    const header = response.headers.get('content-disposition')!;
    const [, ascii, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(header)!;
    expect(ascii).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeURIComponent(encoded!)).toBe('नमस्ते मॉडल.obj');
    expect(await bytesOf(response)).toEqual(box);

    expect(attachmentDisposition('../../etc/passwd')).toBe(`attachment; filename="passwd"; filename*=UTF-8''passwd`);
    expect(attachmentDisposition('a"b\\c')).toBe(`attachment; filename="c"; filename*=UTF-8''c`);
    expect(attachmentDisposition('..')).toContain('filename="download"');
    expect(attachmentDisposition("it's (1) 100%.stl")).toBe(`attachment; filename="it's (1) 100_.stl"; filename*=UTF-8''it%27s%20%281%29%20100%25.stl`);
    expect(attachmentDisposition('Crème brûlée.stl')).toContain('filename="Creme brulee.stl"');
  });

  it('resolves ranges against a zero-byte file as unsatisfiable', () => {
    expect(resolveRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange('bytes=-3', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange(undefined, 0)).toEqual({ kind: 'full' });
  });
});

describe('download.zip', () => {
  it('streams every file, byte for byte, under unique names, named after the slug', async () => {
    const model = await createModelViaApi(owner.client, {
      title: 'Zip me: Cube & Gears',
      files: [
        { name: 'cube.stl', bytes: cube },
        { name: 'gears.3mf', bytes: gears },
        { name: 'cube.stl', bytes: fixture('cylinder.stl') },
        { name: 'box.obj', bytes: box },
      ],
      previews: [{ name: 'p.png', bytes: await testImage('png', 200) }],
    });
    const response = await t.client().fetch(model.zipUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="zip-me-cube-and-gears.zip"; filename*=UTF-8''zip-me-cube-and-gears.zip`);
    expect(response.headers.get('content-encoding')).toBeNull();
    const entries = await unzip(await bytesOf(response));
    expect([...entries.keys()]).toEqual(['cube.stl', 'gears.3mf', 'cube-2.stl', 'box.obj']);
    expect(entries.get('cube.stl')).toEqual(cube);
    expect(entries.get('gears.3mf')).toEqual(gears);
    expect(entries.get('cube-2.stl')).toEqual(fixture('cylinder.stl'));
    expect(entries.get('box.obj')).toEqual(box);
  });

  it('lets go of everything when the client goes away mid-archive', async () => {
    const abort = new AbortController();
    const response = await owner.client.fetch(hidden.zipUrl, { signal: abort.signal });
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await expect(reader.read()).rejects.toThrow();
    // The server is still fine, and the afterAll close would hang if a stream were left open.
    const again = await owner.client.fetch(hidden.zipUrl);
    expect((await unzip(await bytesOf(again))).get('gears.3mf')).toEqual(gears);
  });

  it('answers HEAD without making the archive or counting it', async () => {
    const before = await counters(open.id);
    const head = await t.client().fetch(open.zipUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/zip');
    expect(await counters(open.id)).toBe(before);
  });
});
