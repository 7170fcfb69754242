import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFiles, models } from '../../db/schema';
import { createUser } from '../../test/factories';
import { hugeImage } from '../../test/huge-image';
import { createModelViaApi, fixture, startUpload, uploadFile } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const base = { title: 'Cube', category: '3D Printing' };

describe('upload file names', () => {
  it('shortens a 300-character name (keeping the extension) instead of refusing it after the upload', async () => {
    const { client } = await createUser(t);
    const name = `${'very-long-part-name-'.repeat(15)}.stl`;
    expect(name.length).toBe(304);
    const model = await createModelViaApi(client, { files: [{ name, bytes: fixture('20mm-xyz-cube.stl') }] });
    const stored = model.files[0]!.name;
    expect(stored.endsWith('.stl')).toBe(true);
    expect(stored.length).toBeLessThanOrEqual(150);
    expect(stored.startsWith('very-long-part-name-very-long')).toBe(true);
  });

  it('refuses bidirectional control characters, so a name cannot disguise its extension (decision 050)', async () => {
    const { client } = await createUser(t);
    const started = await startUpload(client, 100, { filename: 'invoice\u202Egnp.stl\u2066\u200F', kind: 'model' });
    expect(started.status).toBe(400);
    expect(started.body).toBe(
      'Upload-Metadata filename must not contain invisible formatting characters (U+202E right-to-left override), which can disguise what the text says.',
    );
  });

  it('refuses a name that is nothing but control characters, before any byte is sent', async () => {
    const { client } = await createUser(t);
    const started = await startUpload(client, 100, { filename: '\u202E\u2066', kind: 'model' });
    expect(started.status).toBe(400);
    expect(started.body).toMatch(/^Upload-Metadata filename must not contain invisible formatting characters/);
  });
});

describe('createModel with one upload listed twice', () => {
  it('refuses it with a 400 naming the field and writes nothing', async () => {
    const { client, user } = await createUser(t);
    const id = await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'cube.stl');
    const answer = await client.call('createModel', { ...base, fileUploadIds: [id, id] });
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toBe('fileUploadIds: lists the same upload more than once. Each upload can be used once.');
    expect(await t.services.db.select().from(models).where(eq(models.userId, user.id))).toEqual([]);
    // The upload is still there for a corrected call, which makes exactly one file row.
    const retry = await client.call('createModel', { ...base, fileUploadIds: [id] });
    expect(retry.status).toBe(200);
    const rows = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, retry.result.model.id));
    expect(rows).toHaveLength(1);
  });
});

describe('preview images over the pixel limit', () => {
  it('are told they are too large, not that they are not images', async () => {
    const { client } = await createUser(t);
    const file = await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'cube.stl');
    const preview = await uploadFile(client, await hugeImage(), 'panorama.png', 'preview');
    const answer = await client.call('createModel', { ...base, fileUploadIds: [file], previewUploadIds: [preview] });
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toBe('panorama.png is too large: images can be at most 40 megapixels. Please scale it down and try again.');
  });
});
