import fs from 'node:fs';
import path from 'node:path';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';
import { testImage } from './factories';

export const FIXTURES_DIR = path.join(import.meta.dirname, '..', 'models', 'analysis', 'fixtures');

export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES_DIR, name));
}

const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** Starts a tus upload; answers the HTTP status and, when created, the upload id. */
export async function startUpload(
  client: TestClient,
  size: number,
  fields: Record<string, string>,
): Promise<{ status: number; id: string | null; body: string }> {
  const response = await client.fetch('/api/uploads', {
    method: 'POST',
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': meta(fields) },
  });
  const location = response.headers.get('location');
  return { status: response.status, id: location ? location.split('/').pop()! : null, body: await response.text() };
}

export async function patchUpload(client: TestClient, id: string, offset: number, bytes: Buffer): Promise<Response> {
  return client.fetch(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
}

/** Uploads bytes over tus in one PATCH and answers the upload id. */
export async function uploadFile(client: TestClient, bytes: Buffer, fileName: string, kind: 'model' | 'preview' = 'model'): Promise<string> {
  const started = await startUpload(client, bytes.length, { filename: fileName, kind });
  if (started.status !== 201 || !started.id) throw new Error(`upload refused: ${started.status} ${started.body}`);
  const patched = await patchUpload(client, started.id, 0, bytes);
  if (patched.status !== 204) throw new Error(`upload failed: ${patched.status} ${await patched.text()}`);
  return started.id;
}

export interface NewModelOptions {
  title?: string;
  category?: string;
  visibility?: 'public' | 'private';
  tags?: string[];
  files?: { name: string; bytes: Buffer }[];
  previews?: { name: string; bytes: Buffer }[];
}

/** A model made the way the upload page makes one: tus uploads, then createModel. */
export async function createModelViaApi(client: TestClient, options: NewModelOptions = {}): Promise<ModelDetail> {
  const files = options.files ?? [{ name: 'cube.stl', bytes: fixture('20mm-xyz-cube.stl') }];
  const previews = options.previews ?? [{ name: 'front.png', bytes: await testImage('png', 900) }];
  const fileUploadIds = [];
  for (const f of files) fileUploadIds.push(await uploadFile(client, f.bytes, f.name, 'model'));
  const previewUploadIds = [];
  for (const p of previews) previewUploadIds.push(await uploadFile(client, p.bytes, p.name, 'preview'));
  const answer = await client.call('createModel', {
    title: options.title ?? 'Calibration cube',
    category: options.category ?? '3D Printing',
    tags: options.tags ?? ['calibration'],
    visibility: options.visibility ?? 'public',
    fileUploadIds,
    previewUploadIds,
  });
  if (answer.status !== 200) throw new Error(`createModel failed: ${answer.status} ${JSON.stringify(answer.error)}`);
  return answer.result.model as ModelDetail;
}

/** Files left in the upload folder and under models/ in storage: what a failed call must not leave. */
export async function leftovers(t: TestApp): Promise<{ uploads: string[]; stored: string[] }> {
  const dir = t.services.config.uploads.dir;
  const uploads = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const stored = (await t.services.storage.list('models/')).map((o) => o.key);
  return { uploads, stored };
}
