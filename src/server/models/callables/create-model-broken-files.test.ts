import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFiles, models } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createModelViaApi, fixture, leftovers, uploadFile } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A binary STL whose 80-byte header starts with "solid", as many exporters write it. */
function solidHeaderBinaryStl(claimed: number, held: number): Buffer {
  const header = Buffer.alloc(84);
  header.write('solid exported by a CAD tool', 0, 'latin1');
  header.writeUInt32LE(claimed, 80);
  const records = Buffer.alloc(held * 50);
  for (let i = 0; i < held; i += 1) {
    // One small triangle a record: corners (0,0,i) (1,0,i) (0,1,i).
    records.writeFloatLE(i, i * 50 + 20);
    records.writeFloatLE(1, i * 50 + 24);
    records.writeFloatLE(i, i * 50 + 32);
    records.writeFloatLE(1, i * 50 + 40);
    records.writeFloatLE(i, i * 50 + 44);
  }
  return Buffer.concat([header, records]);
}

function gltfWithMissingBin(): Buffer {
  const document = JSON.parse(fixture('Mesh_PrimitiveMode_04.gltf').toString('utf8')) as { buffers: { uri: string }[] };
  document.buffers[0]!.uri = 'Mesh_PrimitiveMode_04.bin';
  return Buffer.from(JSON.stringify(document));
}

const PLY_WITHOUT_FACES = 'ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nelement face 0\nproperty list uchar int vertex_indices\nend_header\n0 0 0\n1 0 0\n0 1 0\n';

describe('createModel refuses a file the analysis cannot read', () => {
  it.each([
    ['a truncated binary STL whose header starts with "solid"', 'cut.stl', () => solidHeaderBinaryStl(12, 12).subarray(0, 84 + 5 * 50 + 17), 'cut.stl is not a valid STL file'],
    ['a "solid"-header STL claiming 10,000,000 triangles but holding 10', 'liar.stl', () => solidHeaderBinaryStl(10_000_000, 10), 'liar.stl is not a valid STL file'],
    ['an OBJ face pointing to a vertex that does not exist', 'holey.obj', () => Buffer.from('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 7\n'), 'holey.obj: This OBJ file has a face that refers to vertex 7'],
    ['an OBJ of comments only', 'notes.obj', () => Buffer.from('# exported\n# nothing else\n'), 'notes.obj: '],
    ['an ASCII STL with no facet', 'empty.stl', () => Buffer.from('solid x\nendsolid x\n'), 'empty.stl: This file contains no triangles'],
    ['a PLY with no faces', 'points.ply', () => Buffer.from(PLY_WITHOUT_FACES), 'points.ply: This file contains no triangles'],
    ['a .gltf whose .bin is missing', 'scene.gltf', gltfWithMissingBin, 'scene.gltf: This glTF file refers to a separate .bin file'],
    ['a real empty binary STL fixture', 'empty-bin.stl', () => fixture('emptyIO_stl_empty_bin.stl'), 'empty-bin.stl: This file contains no triangles'],
  ])('refuses %s with the analysis message, naming the file, and leaves nothing', async (_what, name, bytes, message) => {
    const { client, user } = await createUser(t);
    const good = await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'good.stl');
    const bad = await uploadFile(client, bytes(), name);
    const answer = await client.call('createModel', { title: 'Broken', category: '3D Printing', fileUploadIds: [good, bad] });
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toContain(message);
    expect(await t.services.db.select().from(models).where(eq(models.userId, user.id))).toEqual([]);
    expect((await leftovers(t)).stored.filter((k) => k.includes(user.id))).toEqual([]);
  });

  it('publishes a good file already measured, so the model page has its size at once', async () => {
    const { client } = await createUser(t);
    const model = await createModelViaApi(client, { files: [{ name: 'cube.stl', bytes: fixture('20mm-xyz-cube.stl') }] });
    expect(model.files[0]!.analysisStatus).toBe('done');
    expect(model.files[0]!.analysis?.sizeX).toBeCloseTo(20, 1);
  });
});

describe('a model whose analysis fails after publishing', () => {
  it('is shown to its owner with the reason and kept out of every public list', async () => {
    const owner = await createUser(t);
    const visitor = await createUser(t);
    const ok = await createModelViaApi(owner.client, { title: 'Sturdy bracket' });
    const broken = await createModelViaApi(owner.client, { title: 'Sturdy bracket two' });
    // The stored file is damaged after publishing (as a format analysed only in the background
    // could be): the queue measures it again and records why it failed.
    const [file] = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, broken.id));
    await t.services.storage.put(file!.storageKey, Buffer.from('solid x\nendsolid x\n'));
    await t.services.db.update(modelFiles).set({ analysisStatus: 'pending' }).where(eq(modelFiles.id, file!.id));
    await t.services.analysis.drain();

    const mine = await owner.client.call('listMyModels', {});
    const listed = (mine.result.models as { id: string; analysisFailed: boolean }[]).find((m) => m.id === broken.id);
    expect(listed?.analysisFailed).toBe(true);
    const page = await owner.client.call('getModel', { modelId: broken.id });
    expect(page.result.model.files[0]).toMatchObject({ analysisStatus: 'failed', analysisError: 'This file contains no triangles, so there is no 3D model to show.' });

    const ids = (list: { id: string }[]) => list.map((m) => m.id);
    const search = await visitor.client.call('searchModels', { q: 'sturdy bracket' });
    expect(ids(search.result.models)).toContain(ok.id);
    expect(ids(search.result.models)).not.toContain(broken.id);
    const home = await visitor.client.call('getHomeFeed', {});
    expect(ids(home.result.newest)).toContain(ok.id);
    expect(ids(home.result.newest)).not.toContain(broken.id);
    const related = await visitor.client.call('getRelatedModels', { modelId: ok.id, limit: 8 });
    expect(ids(related.result.models)).not.toContain(broken.id);
    // Few URLs: /sitemap.xml is one file listing every public model page.
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(ok.id);
    expect(sitemap.body).not.toContain(broken.id);
  });
});
