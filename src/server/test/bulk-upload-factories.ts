import type { BulkUploadItem } from '../../shared/contracts/bulk-upload/bulk-upload';
import { testImage } from './factories';
import { fixture, uploadFile } from './model-factories';
import type { TestClient } from './test-client';

export const LONG_DESCRIPTION = 'A sturdy calibration piece for checking dimensional accuracy, bridging, overhangs and first-layer squish on any FDM printer. Print it at 0.2 mm layers with two walls and 15 % infill; it takes about twenty minutes.';
export const SIX_TAGS = 'calibration;test;cube;fdm;accuracy;printing';

/** A CSV manifest line; images separated by semicolons inside one quoted field. */
export function csvRow(file: string, title: string, options: { description?: string; category?: string; tags?: string; license?: string; images?: string[] } = {}): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return [file, quote(title), quote(options.description ?? ''), options.category ?? '3D Printing', quote(options.tags ?? ''), options.license ?? '', quote((options.images ?? []).join(';'))].join(',');
}
export const CSV_HEADER = 'file,title,description,category,tags,license,images';

/** A row worth 100: every term of the quality rule met. */
export function readyRow(file: string, title: string): string {
  return csvRow(file, title, { description: LONG_DESCRIPTION, tags: SIX_TAGS, images: [`${file}-1.png`, `${file}-2.png`, `${file}-3.png`] });
}

export async function createBatch(client: TestClient, rows: string[]): Promise<{ batchId: string; items: BulkUploadItem[] }> {
  const answer = await client.call('createBulkUploadBatch', { manifest: [CSV_HEADER, ...rows].join('\r\n'), format: 'csv' });
  if (answer.status !== 200) throw new Error(`createBulkUploadBatch failed: ${answer.status} ${JSON.stringify(answer.error)}`);
  return { batchId: answer.result.batch.id, items: answer.result.items };
}

/** Sends every file a row still needs (the model file as bytes, or the cube fixture) and attaches each. */
export async function uploadRowFiles(client: TestClient, item: BulkUploadItem, bytes: Buffer = fixture('20mm-xyz-cube.stl')): Promise<BulkUploadItem> {
  let latest = item;
  for (const name of item.missing) {
    const isImage = name !== item.fileName;
    const uploadId = await uploadFile(client, isImage ? await testImage('png', 200) : bytes, name, isImage ? 'preview' : 'model');
    const answer = await client.call('attachBulkUploadFile', { itemId: item.id, uploadId });
    if (answer.status !== 200) throw new Error(`attachBulkUploadFile failed: ${answer.status} ${JSON.stringify(answer.error)}`);
    latest = answer.result.item;
  }
  return latest;
}

let stlSequence = 0;
/** A small valid ASCII STL (a tetrahedron) whose bytes no other test shares: its own checksum. */
export function uniqueStl(): Buffer {
  stlSequence += 1;
  const name = `bulk${stlSequence}x${process.pid}x${Date.now()}`;
  const corners = [
    [0, 0, 0],
    [10, 0, 0],
    [0, 10, 0],
    [0, 0, 10],
  ];
  const faces = [
    [0, 2, 1],
    [0, 1, 3],
    [0, 3, 2],
    [1, 2, 3],
  ];
  const facets = faces.map((face) => `facet normal 0 0 0\nouter loop\n${face.map((i) => `vertex ${corners[i]!.join(' ')}`).join('\n')}\nendloop\nendfacet`);
  return Buffer.from(`solid ${name}\n${facets.join('\n')}\nendsolid ${name}\n`);
}
