// The 3D view draws the colours a file carries (issue 9 item 17): a glTF texture and 3MF base
// materials, with a toolbar switch to the plain material. Pixels are read from the canvas.
import { strToU8, zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { createModel, fixture } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
let maker: E2eAccount;
let duck: ModelDetail;
let redBlock: ModelDetail;
let sphere: ModelDetail;

/** A 3MF box whose base material is a strong red. */
function red3mf(): Buffer {
  const v = [[0, 0, 0], [20, 0, 0], [20, 20, 0], [0, 20, 0], [0, 0, 20], [20, 0, 20], [20, 20, 20], [0, 20, 20]];
  const t = [[0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7], [0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7]];
  const model = `<?xml version="1.0" encoding="UTF-8"?>
<model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">
 <resources>
  <basematerials id="1"><base name="Red PLA" displaycolor="#D01010"/></basematerials>
  <object id="2" type="model" pid="1" pindex="0"><mesh>
   <vertices>${v.map(([x, y, z]) => `<vertex x="${x}" y="${y}" z="${z}"/>`).join('')}</vertices>
   <triangles>${t.map(([a, b, c]) => `<triangle v1="${a}" v2="${b}" v3="${c}"/>`).join('')}</triangles>
  </mesh></object>
 </resources>
 <build><item objectid="2"/></build>
</model>`;
  return Buffer.from(zipSync({ '3D/3dmodel.model': strToU8(model) }));
}

/** Counts the canvas pixels `match` accepts, from a screenshot of the canvas alone. */
async function countPixels(page: Page, match: (r: number, g: number, b: number) => boolean): Promise<number> {
  const png = await page.getByTestId('model-viewer-canvas').screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) if (match(data[i]!, data[i + 1]!, data[i + 2]!)) count++;
  return count;
}

async function openViewer(page: Page, model: ModelDetail): Promise<void> {
  await page.goto(`${server.url}/model/${model.slug}/${model.id}`);
  const viewer = page.getByTestId('model-viewer');
  await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toMatch(/ready|error/);
  expect(await viewer.getAttribute('data-state'), await viewer.innerText()).toBe('ready');
  await framesDrawn(page);
}

/** The 3D view draws on the next animation frame after a change: two frames on, that drawing is on the canvas. */
async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

const yellow = (r: number, g: number, b: number): boolean => r > 140 && g > 110 && b < g * 0.6;
const red = (r: number, g: number, b: number): boolean => r > 110 && g < r * 0.45 && b < r * 0.45;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  maker = await signUpViaApi(server, 'Meera Maker');
  // No preview images, so the model page opens on its 3D view.
  duck = await createModel(server, maker, { title: 'Rubber duck', files: [{ name: 'Duck.glb', bytes: fixture('Duck.glb') }] });
  redBlock = await createModel(server, maker, { title: 'Red block', files: [{ name: 'red-block.3mf', bytes: red3mf() }] });
  sphere = await createModel(server, maker, { title: 'Sphere with logo', files: [{ name: 'material_sphere_logo.3mf', bytes: fixture('material_sphere_logo.3mf') }] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the 3D view in the file\'s colours', () => {
  it('draws Duck.glb with its yellow texture, and the switch turns it plain and back', async () => {
    const { page, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await openViewer(page, duck);
      const colours = page.getByRole('button', { name: 'File colours' });
      expect(await colours.getAttribute('aria-pressed')).toBe('true');
      const before = await countPixels(page, yellow);
      expect(before).toBeGreaterThan(2000);
      await picture(page, 'viewer-file-colours-1280-light');
      await colours.click();
      expect(await colours.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => countPixels(page, yellow)).toBeLessThan(before / 50);
      await picture(page, 'viewer-plain-1280-light');
      await colours.click();
      await expect.poll(() => countPixels(page, yellow)).toBeGreaterThan(before * 0.9);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('draws a 3MF in its base material colour, at 375 px in the dark theme too', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 375, height: 740 }, theme: 'dark', localStorage: CONSENT_DECIDED });
    try {
      await openViewer(page, redBlock);
      expect(await countPixels(page, red)).toBeGreaterThan(1000);
      await picture(page.getByTestId('model-viewer'), 'viewer-file-colours-375-dark');
      await page.getByRole('button', { name: 'File colours' }).click();
      await expect.poll(() => countPixels(page, red)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('draws a 3MF texture (material_sphere_logo.3mf: a blue logo on a white sphere)', async () => {
    const { page, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await openViewer(page, sphere);
      await picture(page.getByTestId('model-viewer'), 'viewer-3mf-texture-1280-light');
      // Blue with more green than red: not the toolbar's violet, nor the plain lavender.
      const blue = (r: number, g: number, b: number): boolean => b > r + 40 && g > r;
      expect(await countPixels(page, blue)).toBeGreaterThan(300);
      await page.getByRole('button', { name: 'File colours' }).click();
      await expect.poll(() => countPixels(page, blue)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers no colour switch for a file without colours', async () => {
    const plain = await createModel(server, maker, { title: 'Plain cube' });
    const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await openViewer(page, plain);
      await page.getByRole('button', { name: 'Wireframe' }).waitFor();
      expect(await page.getByRole('button', { name: 'File colours' }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});
