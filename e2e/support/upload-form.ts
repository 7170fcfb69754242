import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { E2eAccount } from './accounts';
import { repoRoot } from './paths';
import type { ServerProcess } from './server';

export const CUBE = path.join(repoRoot, 'src/server/models/analysis/fixtures/20mm-xyz-cube.stl');

/** A picture with a colour gradient, so thumbnails are visibly different in the screenshots. */
export async function picture(format: 'png' | 'jpeg', hue: number): Promise<Buffer> {
  const size = 480;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i += 1) {
    pixels[i * 3] = (hue + (i % size) / 3) % 256;
    pixels[i * 3 + 1] = Math.floor(i / size / 2) % 256;
    pixels[i * 3 + 2] = 200 - hue / 2;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).toFormat(format).toBuffer();
}

/** How many models the account has, as listMyModels answers (-1 when it refuses). */
export async function myModelCount(server: ServerProcess, account: E2eAccount): Promise<number> {
  const response = await fetch(`${server.url}/api/fn/listMyModels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: account.cookie },
    body: JSON.stringify({ data: {} }),
  });
  const body = (await response.json()) as { result?: { models: unknown[] } };
  return body.result?.models.length ?? -1;
}

/** Picks the cube and the two pictures and fills in the details, as a creator would. */
export async function fillUploadForm(page: Page, title: string, pictures: { front: Buffer; side: Buffer }): Promise<void> {
  await page.getByLabel('Choose model files').setInputFiles(CUBE);
  await page.getByLabel('Choose preview images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: pictures.front },
    { name: 'side.png', mimeType: 'image/png', buffer: pictures.side },
  ]);
  await page.getByRole('img', { name: 'Preview 2: side.png' }).waitFor();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('A 20 mm calibration cube with X, Y and Z on its faces.');
  await page.getByLabel('Category').selectOption('3D Printing');
  const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
  for (const tag of ['Calibration', 'test print']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
}
