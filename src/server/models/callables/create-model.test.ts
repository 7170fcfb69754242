import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFiles, models } from '../../db/schema';
import { createUser, testImage } from '../../test/factories';
import { createModelViaApi, fixture, leftovers, patchUpload, startUpload, uploadFile } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeZip } from '../analysis/zip-test-writer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MODEL_FILE_MAX_MB: '1' });
});
afterAll(async () => t?.close());

const base = { title: 'Cube', category: '3D Printing' };

describe('tus uploads', () => {
  it('refuses a signed-out visitor', async () => {
    const started = await startUpload(t.client(), 10, { filename: 'a.stl', kind: 'model' });
    expect(started.status).toBe(401);
    expect(started.body).toContain('User not authenticated');
  });

  it('refuses a file over the limit before a byte is sent, naming the limit', async () => {
    const { client } = await createUser(t);
    const started = await startUpload(client, 2 * 1024 * 1024, { filename: 'big.stl', kind: 'model' });
    expect(started.status).toBe(413);
    expect(started.body).toContain('big.stl is too large. Model files can be at most 1 MB.');
    const preview = await startUpload(client, 6 * 1024 * 1024, { filename: 'big.png', kind: 'preview' });
    expect(preview.status).toBe(413);
  });

  it('resumes from the offset the server reports after a dropped connection', async () => {
    const { client } = await createUser(t);
    const bytes = fixture('20mm-xyz-cube.stl');
    const started = await startUpload(client, bytes.length, { filename: 'cube.stl', kind: 'model' });
    expect(started.status).toBe(201);
    expect((await patchUpload(client, started.id!, 0, bytes.subarray(0, 300))).status).toBe(204);
    const head = await client.fetch(`/api/uploads/${started.id}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe('300');
    expect((await patchUpload(client, started.id!, 300, bytes.subarray(300))).status).toBe(204);
    const answer = await client.call('createModel', { ...base, fileUploadIds: [started.id] });
    expect(answer.status).toBe(200);
    expect(answer.result.model.files[0].size).toBe(bytes.length);
  });

  it("does not let another user see or continue someone's upload", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const started = await startUpload(owner.client, 100, { filename: 'a.stl', kind: 'model' });
    const head = await other.client.fetch(`/api/uploads/${started.id}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
    expect((await patchUpload(other.client, started.id!, 0, Buffer.alloc(100))).status).toBe(404);
  });
});

describe('createModel', () => {
  it('publishes a model with checked files and WebP previews, measured before it is stored', async () => {
    const { client, user } = await createUser(t);
    const model = await createModelViaApi(client, {
      title: 'Gear & cube set',
      tags: ['Gears', 'gears', 'calibration'],
      files: [
        { name: 'cube.stl', bytes: fixture('20mm-xyz-cube.stl') },
        { name: 'gears.3mf', bytes: fixture('core_cube_gears.3mf') },
      ],
      previews: [
        { name: 'one.png', bytes: await testImage('png', 1000) },
        { name: 'two.jpg', bytes: await testImage('jpeg', 500) },
      ],
    });
    expect(model).toMatchObject({
      title: 'Gear & cube set',
      slug: 'gear-and-cube-set',
      userId: user.id,
      tags: ['gears', 'calibration'],
      licence: 'CC-BY-4.0',
      visibility: 'public',
      downloads: 0,
      likes: 0,
      views: 0,
      shares: 0,
      revenueShareBps: 3000,
      isPlatformModel: false,
      formats: ['stl', '3mf'],
    });
    expect(model.files.map((f) => [f.name, f.format, f.order])).toEqual([
      ['cube.stl', 'stl', 0],
      ['gears.3mf', '3mf', 1],
    ]);
    expect(model.previewImages.map((p) => p.sizes.map((s) => s.width))).toEqual([[400, 800], [400]]);
    expect(model.thumbnail).toBe(model.previewImages[0]!.sizes[1]!.url);
    const keys = (await t.services.storage.list(`models/${user.id}/${model.id}/`)).map((o) => o.key);
    // Stored under the file's id as well as its name (unique without looking at what else is stored).
    expect(keys).toContain(`models/${user.id}/${model.id}/cube-${model.files[0]!.id}.stl`);
    expect(keys.filter((k) => k.includes('/previews/'))).toHaveLength(3);
    const webp = await t.services.storage.get(keys.find((k) => k.includes('/previews/'))!);
    const chunks: Buffer[] = [];
    for await (const c of webp.body) chunks.push(c as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).format).toBe('webp');
    // The uploads were consumed.

    await t.services.analysis.drain();
    const files = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, model.id));
    const cube = files.find((f) => f.format === 'stl')!;
    expect(cube.analysisStatus).toBe('done');
    expect(cube.triangles).toBeGreaterThan(0);
    expect(cube.sizeX).toBeCloseTo(20, 1);
    expect(cube.watertight).toBe(true);
    expect(files.find((f) => f.format === '3mf')!.analysisStatus).toBe('done');
    const [row] = await t.services.db.select().from(models).where(eq(models.id, model.id));
    expect(row!.watertight).not.toBeNull();
  });

  it('reports glTF, whose unit is the metre, in millimetres like every other format', async () => {
    const { client } = await createUser(t);
    const model = await createModelViaApi(client, { files: [{ name: 'Duck.glb', bytes: fixture('Duck.glb') }] });
    await t.services.analysis.drain();
    const [duck] = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, model.id));
    expect(duck).toMatchObject({ analysisStatus: 'done', triangles: 4212, watertight: true });
    expect(duck!.sizeX).toBeCloseTo(1654.8, 0);
    expect(duck!.area! / 1e6).toBeCloseTo(7.0235, 3);
    expect(duck!.volume! / 1e9).toBeCloseTo(1.1958, 3);
  });

  it('refuses a signed-out caller', async () => {
    const answer = await t.client().call('createModel', { ...base, fileUploadIds: ['abcdefgh12'] });
    expect(answer.status).toBe(401);
  });

  it.each([
    [{ ...base, title: '  ', fileUploadIds: ['abcdefgh12'] }, 'title'],
    [{ ...base, title: 'x'.repeat(101), fileUploadIds: ['abcdefgh12'] }, 'title'],
    [{ ...base, category: 'Spaceships', fileUploadIds: ['abcdefgh12'] }, 'category'],
    [{ ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`), fileUploadIds: ['abcdefgh12'] }, 'tags'],
    [{ ...base, licence: 'GPL', fileUploadIds: ['abcdefgh12'] }, 'licence'],
    [{ ...base, fileUploadIds: [] }, 'fileUploadIds'],
    [{ ...base, fileUploadIds: ['../../etc/passwd'] }, 'fileUploadIds'],
  ])('refuses bad metadata %#, naming %s', async (data, field) => {
    const { client } = await createUser(t);
    const answer = await client.call('createModel', data);
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toContain(field);
  });

  it("refuses someone else's upload and an unfinished one", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await uploadFile(owner.client, fixture('20mm-xyz-cube.stl'), 'cube.stl');
    const stolen = await other.client.call('createModel', { ...base, fileUploadIds: [id] });
    expect(stolen.status).toBe(400);
    expect(stolen.error!.message).toContain('was not found');
    const started = await startUpload(owner.client, 1000, { filename: 'half.stl', kind: 'model' });
    const half = await owner.client.call('createModel', { ...base, fileUploadIds: [started.id] });
    expect(half.error!.message).toBe('half.stl has not finished uploading.');
  });

  it.each([
    ['a renamed JPG', 'photo.stl', async () => testImage('jpeg'), 'photo.stl is not a 3D model file we accept'],
    ['a text file', 'notes.stl', async () => Buffer.from('just some notes, not a mesh at all\n'.repeat(10)), 'notes.stl is not a valid STL file'],
    [
      'a path-traversal ZIP',
      'evil.zip',
      async () => writeZip([{ name: '../../outside.stl', data: fixture('20mm-xyz-cube.stl') }]),
      'evil.zip: ',
    ],
    [
      'a zip bomb',
      'bomb.zip',
      async () => writeZip([{ name: 'zeros.stl', data: Buffer.alloc(60 * 1024 * 1024), deflate: true }]),
      'zip bomb',
    ],
  ])('refuses %s with a clear message and leaves nothing behind', async (_what, name, bytes, message) => {
    const { client, user } = await createUser(t);
    const good = await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'good.stl');
    const bad = await uploadFile(client, await bytes(), name);
    const answer = await client.call('createModel', { ...base, fileUploadIds: [good, bad] });
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toContain(message);
    expect(await t.services.db.select().from(models).where(eq(models.userId, user.id))).toEqual([]);
    const left = await leftovers(t);
    expect(left.stored.filter((k) => k.includes(user.id))).toEqual([]);
    // The rejected upload is discarded; the good one waits for a retry.
    expect(left.uploads.some((f) => f.startsWith(bad))).toBe(false);
    expect(left.uploads.some((f) => f.startsWith(good))).toBe(true);
  });

  it('strips a script hidden in image metadata and refuses a non-image preview', async () => {
    const { client } = await createUser(t);
    const withScript = await sharp(await testImage('jpeg', 600))
      .withExif({ IFD0: { ImageDescription: '<script>alert(1)</script>' } })
      .jpeg()
      .toBuffer();
    expect(withScript.includes('<script>')).toBe(true);
    const model = await createModelViaApi(client, { previews: [{ name: 'x.jpg', bytes: Buffer.concat([withScript, Buffer.from('<script>alert(2)</script>')]) }] });
    const url = model.previewImages[0]!.url;
    const response = await client.fetch(url);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const served = Buffer.from(await response.arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes('<script>')).toBe(false);

    const notImage = await uploadFile(client, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg', 'preview');
    const file = await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'a.stl');
    const answer = await client.call('createModel', { ...base, fileUploadIds: [file], previewUploadIds: [notImage] });
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toBe('x.svg is not a JPG, PNG, GIF or WebP image.');
  });

  it('sweeps abandoned uploads, finished or not, after the expiry', async () => {
    const { client } = await createUser(t);
    const done = await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'a.stl');
    const started = await startUpload(client, 1000, { filename: 'half.stl', kind: 'model' });
    expect(await t.services.uploads.sweepExpired(Date.now())).toBe(0);
    const removed = await t.services.uploads.sweepExpired(Date.now() + 25 * 3600_000);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = (await leftovers(t)).uploads;
    expect(left.some((f) => f.startsWith(done) || f.startsWith(started.id!))).toBe(false);
  });
});
